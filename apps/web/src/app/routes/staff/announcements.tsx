export { AnnouncementsScreen as Component } from '../../../features/staff-announcements/components/announcements-screen';
