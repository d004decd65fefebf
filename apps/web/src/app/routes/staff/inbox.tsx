export { InboxScreen as Component } from '../../../features/staff-inbox/components/inbox-screen';
