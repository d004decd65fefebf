export { InvitationScreen as Component } from '../../../features/people/components/invitation-screen';
