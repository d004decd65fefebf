/** The notifications feature's public surface: what the app and other features may use. */
export { notificationsRoutes } from './notifications.routes';
export { notify, notifyEveryMember } from './notifications.service';
