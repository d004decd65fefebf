export { StaffDisputesScreen as Component } from '../../../features/staff-disputes/components/staff-disputes-screen';
