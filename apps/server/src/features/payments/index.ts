/**
 * Paying members (docs/domain.md#payments): the payments a closing distribution owes, the runs that send them, the bank
 * payment file (SEPA credit transfers) and the list of payments to make by hand.
 */
export { isSepaWritableName, writePain001, type CreditTransfer, type PaymentOrder } from './payment-file/pain001';
export { writePaymentsCsv, type ManualPayment } from './payment-file/payments-csv';
export { payDistribution, type MemberEarning } from './payments.service';
export { paymentsRoutes, staffPaymentsRoutes } from './payments.routes';
