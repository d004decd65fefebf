export { InboxEntryScreen as Component } from '../../../features/staff-inbox/components/inbox-entry-screen';
