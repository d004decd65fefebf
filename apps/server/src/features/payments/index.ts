/** Paying members: the bank payment file (SEPA credit transfers) and the list of payments to make by hand. */
export { writePain001, type CreditTransfer, type PaymentOrder } from './payment-file/pain001';
export { writePaymentsCsv, type ManualPayment } from './payment-file/payments-csv';
