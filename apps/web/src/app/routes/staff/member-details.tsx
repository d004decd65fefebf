export { MemberScreen as Component } from '../../../features/staff-members/components/member-screen';
