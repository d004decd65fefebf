export { MembersScreen as Component } from '../../../features/staff-members/components/members-screen';
