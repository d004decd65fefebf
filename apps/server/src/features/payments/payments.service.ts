import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  currencyMinorDigits,
  formatMinorUnits,
  pagePaths,
  type CarriedForward,
  type PageMeta,
  type Payment,
  type PaymentRun,
  type PaymentRunCreate,
  type PaymentState,
  type StaffPayment,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { displayName } from '../../lib/display-name';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { keyRingOf } from '../../lib/key-ring';
import { pageOf } from '../../lib/paging';
import { enqueueMail } from '../../mail/outbox';
import { bankDetailsWantedMail } from '../../mail/templates';
import { payeeAccounts, type PayeeAccount } from '../bank-details';
import { notify } from '../notifications';
import { isSepaWritableName, writePain001, type CreditTransfer } from './payment-file/pain001';
import { writePaymentsCsv, type ManualPayment } from './payment-file/payments-csv';
import {
  countWaitingPayments,
  findCarriedBalances,
  findCarriedForward,
  findPaymentRun,
  insertPaymentRun,
  insertPayments,
  listMemberPaymentRows,
  listPaymentRows,
  listPaymentRunRows,
  lockCarriedBalances,
  lockDuePayments,
  markPaymentsSent,
  memberAddresses,
  membersWithBankDetails,
  replaceCarriedBalances,
  type ListedPayment,
  type ListedPaymentRun,
  type PaymentRow,
} from './payments.repository';

/**
 * Payments (docs/domain.md#payments, docs/decisions/0029): a closing distribution pays each member, per currency, their
 * balance (what it gave them, held parts aside, plus what earlier ones carried forward) once it reaches the minimum;
 * finance staff send every due payment in a run, as a SEPA file and a CSV of payments made by hand.
 */

type PaymentDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

/** What a closed distribution gave a member in one currency, held parts aside (may be negative: a correction). */
export type MemberEarning = { memberId: string; currency: string; amountMinor: bigint };

/** PAYMENT_MINIMUM, in whole units of the currency, in its minor units: 10 is 1000 cents, 10 yen, 10000 fils. */
export function minimumInMinorUnits(minimum: number, currency: string): bigint {
  return BigInt(minimum) * 10n ** BigInt(currencyMinorDigits(currency));
}

const keyOf = (memberId: string, currency: string) => `${memberId}:${currency}`;
const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Inside the closing transaction of `distribution`: each member's balance per currency becomes a payment of the whole of
 * it once it reaches the minimum, or is carried forward. A member owed a payment without bank details is told to add
 * them (notification and mail); the payment is due from the moment they do (the state is read, not stored).
 */
export async function payDistribution(
  tx: Db,
  deps: Pick<Deps, 'config' | 'clock'>,
  distribution: { id: string; name: string },
  earnings: readonly MemberEarning[],
): Promise<PaymentRow[]> {
  await lockCarriedBalances(tx);
  const carried = new Map<string, bigint>();
  for (const row of await findCarriedBalances(tx, unique(earnings.map((earning) => earning.memberId)))) {
    carried.set(keyOf(row.memberId, row.currency), row.amountMinor);
  }
  const now = deps.clock();
  const toPay: { memberId: string; distributionId: string; currency: string; amountMinor: bigint; createdAt: Date }[] = [];
  const toCarry: { memberId: string; currency: string; amountMinor: bigint; updatedAt: Date }[] = [];
  for (const earning of earnings) {
    const balance = earning.amountMinor + (carried.get(keyOf(earning.memberId, earning.currency)) ?? 0n);
    if (balance > 0n && balance >= minimumInMinorUnits(deps.config.payments.minimum, earning.currency)) {
      toPay.push({ memberId: earning.memberId, distributionId: distribution.id, currency: earning.currency, amountMinor: balance, createdAt: now });
    } else if (balance !== 0n) {
      toCarry.push({ memberId: earning.memberId, currency: earning.currency, amountMinor: balance, updatedAt: now });
    }
  }
  await replaceCarriedBalances(tx, earnings, toCarry);
  const created = await insertPayments(tx, toPay);
  await askForBankDetails(tx, deps, distribution.name, created);
  return created;
}

/** Tells each member owed a payment who has no bank details yet: once, with every currency they are owed. */
async function askForBankDetails(tx: Db, deps: Pick<Deps, 'config'>, distribution: string, created: readonly PaymentRow[]): Promise<void> {
  const withDetails = await membersWithBankDetails(tx, unique(created.map((payment) => payment.memberId)));
  const owed = new Map<string, string[]>();
  for (const payment of created) {
    if (withDetails.has(payment.memberId)) continue;
    owed.set(payment.memberId, [...(owed.get(payment.memberId) ?? []), formatMinorUnits(payment.amountMinor, payment.currency)]);
  }
  const addresses = await memberAddresses(tx, [...owed.keys()]);
  for (const [memberId, amounts] of owed) {
    await notify(tx, memberId, {
      title: 'Add your bank details to be paid',
      message: `The society owes you ${amounts.join(' and ')} from ${distribution}: add your bank details and it goes out in the next payment run`,
      link: pagePaths.app.bankDetails.getHref(),
    });
    const address = addresses.get(memberId);
    if (address) await enqueueMail(tx, bankDetailsWantedMail(deps.config.appUrl, address, { amounts, distribution }));
  }
}

// Reading payments -------------------------------------------------------------------------------------

/** The account a payment shows: the one it was sent to, or the member's account now (masked both). */
function toPayment(row: ListedPayment, accounts: ReadonlyMap<string, PayeeAccount>): Payment {
  const { payment } = row;
  return {
    id: payment.id,
    distribution_id: payment.distributionId,
    distribution_name: row.distributionName,
    currency: payment.currency,
    amount: payment.amountMinor.toString(),
    state: row.state,
    account: payment.accountMasked ?? accounts.get(payment.memberId)?.masked ?? null,
    payment_run_id: payment.paymentRunId,
    method: payment.method,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
  };
}

/** The accounts of the members whose payments on a page are not sent yet (the sent ones keep theirs). */
function accountsOfUnsent(deps: Pick<Deps, 'db' | 'config'>, rows: readonly ListedPayment[]): Promise<Map<string, PayeeAccount>> {
  return payeeAccounts(deps, unique(rows.filter((row) => row.payment.paymentRunId === null).map((row) => row.payment.memberId)));
}

/** GET /payments: the member's own payments only. */
export async function listPayments(deps: PaymentDeps, actor: Actor, query: { page: number; pageSize: number }): Promise<{ items: Payment[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listMemberPaymentRows(deps.db, actor.id, page);
  const accounts = await accountsOfUnsent(deps, rows);
  return { items: rows.map((row) => toPayment(row, accounts)), meta: page.meta(total) };
}

/** GET /payments/carried-forward: the member's balances below the minimum, per currency. */
export async function getCarriedForward(deps: PaymentDeps, actor: Actor): Promise<CarriedForward[]> {
  const rows = await findCarriedForward(deps.db, actor.id);
  return rows.map((row) => ({ currency: row.currency, amount: row.amountMinor.toString() }));
}

/** GET /staff/payments: every member's payments, optionally in one state. */
export async function listStaffPayments(
  deps: PaymentDeps,
  query: { page: number; pageSize: number; state?: PaymentState | undefined },
): Promise<{ items: StaffPayment[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listPaymentRows(deps.db, { state: query.state }, page);
  const accounts = await accountsOfUnsent(deps, rows);
  return {
    items: rows.map((row) => ({ ...toPayment(row, accounts), member_id: row.payment.memberId, member_name: displayName(row.member) })),
    meta: page.meta(total),
  };
}

// Payment runs ---------------------------------------------------------------------------------------------

/** GCM's additional data: a run's file decrypts only as that run's. */
const sepaFileContext = (runId: string) => `payment-run:${runId}:sepa`;

function toPaymentRun({ run, createdBy }: ListedPaymentRun): PaymentRun {
  return {
    id: run.id,
    message_id: run.messageId,
    execution_date: run.executionDate,
    created_by: createdBy ? displayName(createdBy) : null,
    created_at: run.createdAt.toISOString(),
    sepa: { payments: run.sepaPayments, amount: run.sepaAmountMinor.toString() },
    manual: { payments: run.manualPayments },
    totals: run.totals,
  };
}

async function existingRun(db: Db, id: string): Promise<ListedPaymentRun> {
  const row = await findPaymentRun(db, id);
  if (!row) throw new NotFound('Payment run not found');
  return row;
}

/**
 * POST /staff/payment-runs: every due payment, in one transaction that locks them (two runs at once cannot send one
 * twice). Euros to an account with an IBAN go into the SEPA file; the rest (another currency, an account without an
 * IBAN, a holder's name without a letter SEPA can write) into the CSV of payments made by hand. Each member is told their payment is on its way.
 */
export async function createPaymentRun(deps: PaymentDeps, actor: Actor, body: PaymentRunCreate): Promise<PaymentRun> {
  const now = deps.clock();
  const today = now.toISOString().slice(0, 10);
  if (body.execution_date < today) {
    const message = 'The execution date must be today or later';
    throw new BadRequest(message, [{ path: 'execution_date', message }]);
  }
  const run = await deps.db.transaction(async (tx) => {
    const due = await lockDuePayments(tx);
    if (due.length === 0) {
      const waiting = await countWaitingPayments(tx);
      throw new Conflict(
        waiting === 0
          ? 'Nothing is due: every payment has been sent in a run'
          : `Nothing is due: ${waiting === 1 ? 'the one payment left waits' : `the ${waiting} payments left wait`} for members to add bank details`,
      );
    }
    const accounts = await payeeAccounts({ db: tx, config: deps.config }, unique(due.map(({ payment }) => payment.memberId)));
    const runId = randomUUID();
    // At most 35 characters of the SEPA identifier set: the date, then enough of the run's id to be unique.
    const messageId = `REP-${today.replaceAll('-', '')}-${runId.replaceAll('-', '').slice(0, 20).toUpperCase()}`;
    const transfers: CreditTransfer[] = [];
    const manual: ManualPayment[] = [];
    const sent: { id: string; memberId: string; amount: string; method: 'sepa' | 'manual'; accountMasked: string }[] = [];
    const totals = new Map<string, { payments: number; amount: bigint }>();
    for (const { payment, distributionName } of due) {
      // Locked as due, so the member has bank details.
      const account = accounts.get(payment.memberId);
      if (!account) continue;
      const reference = `Royalties ${distributionName}`;
      // A name the SEPA characters cannot write would make the bank refuse the whole file: that payee is paid by hand.
      const isSepa = payment.currency === 'EUR' && account.iban !== null && isSepaWritableName(account.accountHolder);
      if (isSepa && account.iban !== null) {
        transfers.push({
          endToEndId: payment.id.replaceAll('-', ''),
          payeeName: account.accountHolder,
          iban: account.iban,
          bic: account.bic,
          amountMinor: payment.amountMinor,
          currency: 'EUR',
          remittance: reference,
        });
      } else {
        manual.push({
          payeeName: account.accountHolder,
          memberId: payment.memberId,
          currency: payment.currency,
          amountMinor: payment.amountMinor,
          bankAccount: account.iban ?? account.accountNumber,
          reference: `${reference} ${payment.id}`,
        });
      }
      sent.push({
        id: payment.id,
        memberId: payment.memberId,
        amount: formatMinorUnits(payment.amountMinor, payment.currency),
        method: isSepa ? 'sepa' : 'manual',
        accountMasked: account.masked,
      });
      const total = totals.get(payment.currency) ?? { payments: 0, amount: 0n };
      totals.set(payment.currency, { payments: total.payments + 1, amount: total.amount + payment.amountMinor });
    }
    const xml =
      transfers.length > 0
        ? writePain001({ messageId, createdAt: now, requestedExecutionDate: body.execution_date, debtor: deps.config.payments.debtor, transfers })
        : null;
    const ring = keyRingOf(deps.config);
    const row = await insertPaymentRun(tx, {
      id: runId,
      messageId,
      executionDate: body.execution_date,
      createdById: actor.id,
      createdAt: now,
      sepaPayments: transfers.length,
      sepaAmountMinor: transfers.reduce((sum, transfer) => sum + transfer.amountMinor, 0n),
      manualPayments: manual.length,
      totals: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, total]) => ({ currency, payments: total.payments, amount: total.amount.toString() })),
      sepaXmlEncrypted: xml === null ? null : ring.encrypt(xml, sepaFileContext(runId)),
      keyId: xml === null ? null : ring.currentKeyId,
      manualCsv: manual.length > 0 ? writePaymentsCsv(manual) : null,
    });
    await markPaymentsSent(tx, runId, sent);
    for (const payment of sent) {
      await notify(tx, payment.memberId, {
        title: 'Your payment is on its way',
        message: `Your payment of ${payment.amount} is on its way to your account ${payment.accountMasked}`,
        link: pagePaths.app.payments.getHref(),
      });
    }
    return row;
  });
  return toPaymentRun(await existingRun(deps.db, run.id));
}

export async function listPaymentRuns(deps: PaymentDeps, query: { page: number; pageSize: number }): Promise<{ items: PaymentRun[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listPaymentRunRows(deps.db, page);
  return { items: rows.map(toPaymentRun), meta: page.meta(total) };
}

export async function getPaymentRun(deps: PaymentDeps, id: string): Promise<PaymentRun> {
  return toPaymentRun(await existingRun(deps.db, id));
}

export type PaymentFile = { fileName: string; body: Readable };

/** GET /staff/payment-runs/{id}/sepa.xml: the file for the bank, decrypted as it is sent. */
export async function paymentRunSepaFile(deps: PaymentDeps, id: string): Promise<PaymentFile> {
  const { run } = await existingRun(deps.db, id);
  if (run.sepaXmlEncrypted === null || run.keyId === null) throw new NotFound('This run has no SEPA payment: its payments are all in its CSV');
  const xml = keyRingOf(deps.config).decrypt(run.keyId, run.sepaXmlEncrypted, sepaFileContext(run.id));
  return { fileName: `${run.messageId}.xml`, body: Readable.from([xml]) };
}

/** GET /staff/payment-runs/{id}/payments.csv: the payments to make by hand. */
export async function paymentRunCsvFile(deps: PaymentDeps, id: string): Promise<PaymentFile> {
  const { run } = await existingRun(deps.db, id);
  if (run.manualCsv === null) throw new NotFound('This run has no payment to make by hand: its payments are all in its SEPA file');
  return { fileName: `${run.messageId}.csv`, body: Readable.from([run.manualCsv]) };
}
