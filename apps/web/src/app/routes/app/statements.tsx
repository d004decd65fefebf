export { StatementsScreen as Component } from '../../../features/statements/components/statements-screen';
