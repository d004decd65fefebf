export { StatementScreen as Component } from '../../../features/statements/components/statement-screen';
