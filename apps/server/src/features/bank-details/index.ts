/** The bank details feature's public surface: the routes, and the re-encryption a key rotation ends with. */
export { bankDetailsRoutes } from './bank-details.routes';
export { reencryptBankDetails } from './bank-details.service';
