export { StaffDisputeScreen as Component } from '../../../features/staff-disputes/components/staff-dispute-screen';
