/** Announcements: the routes, and the composer of their mail for the outbox worker. */
export { staffAnnouncementsRoutes } from './staff-announcements.routes';
export { announcementMailComposers } from './announcement-mail';
