export { BankDetailsScreen as Component } from '../../../features/bank-details/components/bank-details-screen';
