export { PaymentsScreen as Component } from '../../../features/payments/components/payments-screen';
