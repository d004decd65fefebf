import { z } from 'zod';
import { minorUnits } from './distributions';
import { envelope, listEnvelope, paginationQuery } from './envelope';
import { isoDateField } from './fields';

/**
 * Payments (docs/domain.md#payments, docs/decisions/0029): closing a distribution pays each member, per currency, what
 * it gave them plus what earlier ones carried forward, once that reaches the minimum; staff send what is due in a
 * payment run (a SEPA file for the bank and a CSV of payments made by hand). Amounts are whole minor units as strings.
 */

/**
 * `due`: the member has bank details and the payment waits for the next run; `waiting_for_bank_details`: the member
 * must add bank details first; `in_file`: sent in a payment run, in its SEPA file or its CSV.
 */
export const paymentStateValues = ['due', 'waiting_for_bank_details', 'in_file'] as const;
export type PaymentState = (typeof paymentStateValues)[number];
export const paymentStateLabels: Record<PaymentState, string> = {
  due: 'Due',
  waiting_for_bank_details: 'Waiting for bank details',
  in_file: 'On its way',
};

/** Where a payment of a run went: the bank's SEPA file, or the CSV of payments made by hand. */
export const paymentMethodValues = ['sepa', 'manual'] as const;

export const payment = z.object({
  id: z.uuid(),
  distribution_id: z.uuid(),
  distribution_name: z.string(),
  currency: z.string().length(3),
  amount: minorUnits,
  state: z.enum(paymentStateValues),
  /** The account paid into, masked (the last 5 characters hidden); null while the member has no bank details. */
  account: z.string().nullable(),
  payment_run_id: z.uuid().nullable(),
  method: z.enum(paymentMethodValues).nullable(),
  /** When the run that sent it was made. */
  sent_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Payment = z.infer<typeof payment>;
export const paymentList = listEnvelope(payment);
export const paymentListQuery = paginationQuery;

/** What a member has earned and no payment has taken yet, in one currency: it waits until it reaches the minimum. */
export const carriedForward = z.object({ currency: z.string().length(3), amount: minorUnits });
export type CarriedForward = z.infer<typeof carriedForward>;
export const carriedForwardResponse = envelope(z.array(carriedForward));

/** A payment as finance staff list it: whose it is. */
export const staffPayment = payment.extend({ member_id: z.uuid(), member_name: z.string() });
export type StaffPayment = z.infer<typeof staffPayment>;
export const staffPaymentList = listEnvelope(staffPayment);
export const staffPaymentListQuery = paginationQuery.extend({
  state: z.enum(paymentStateValues, { message: `State must be one of ${paymentStateValues.join(', ')}` }).optional(),
});

/** POST /staff/payment-runs: the day the bank is to pay the SEPA transfers. */
export const paymentRunCreate = z.object({ execution_date: isoDateField('Execution date') }).strict();
export type PaymentRunCreate = z.input<typeof paymentRunCreate>;

export const paymentRun = z.object({
  id: z.uuid(),
  /** The SEPA file's message id, which the bank's reports quote. */
  message_id: z.string(),
  execution_date: z.iso.date(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** The transfers of the SEPA file (euros to an IBAN): how many, and their sum in cents. */
  sepa: z.object({ payments: z.number().int().min(0), amount: minorUnits }),
  /** The payments listed in the CSV, to make by hand. */
  manual: z.object({ payments: z.number().int().min(0) }),
  /** Every payment of the run, per currency. */
  totals: z.array(z.object({ currency: z.string().length(3), payments: z.number().int().min(0), amount: minorUnits })),
});
export type PaymentRun = z.infer<typeof paymentRun>;
export const paymentRunResponse = envelope(paymentRun);
export const paymentRunList = listEnvelope(paymentRun);
export const paymentRunListQuery = paginationQuery;
