/**
 * Mantine's toasts component, in a module of its own so that toasts.tsx can import it on demand:
 * importing the package itself on demand would keep it in the first page's chunk, beside the store.
 */
export { Notifications } from '@mantine/notifications';
