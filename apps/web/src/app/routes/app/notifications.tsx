export { NotificationsScreen as Component } from '../../../features/notifications/components/notifications-screen';
