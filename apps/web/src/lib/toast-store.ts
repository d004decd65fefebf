/**
 * Mantine's toasts, store and component, in a module of their own that loads with the first
 * toast (lib/notify.ts, app/toasts.tsx): the first page need not carry either.
 */
export { Notifications, notifications } from '@mantine/notifications';
