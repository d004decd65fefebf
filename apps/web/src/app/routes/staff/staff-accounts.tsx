export { StaffAccountsScreen as Component } from '../../../features/staff-accounts/components/staff-accounts-screen';
