/** The bank details feature's public surface: the routes, the re-encryption a key rotation ends with, and the accounts payments go to. */
export { bankDetailsRoutes } from './bank-details.routes';
export { payeeAccounts, reencryptBankDetails, type PayeeAccount } from './bank-details.service';
