import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { TOAST_DURATION, TOAST_POSITION } from '../config/constants';

// The toasts' component, with its transitions and scroll handling, is a third of the first
// page's own code: it loads with the first toast (lib/notify.ts), which waits in the store until then.
const Notifications = lazy(() => import('./mantine-notifications').then((module) => ({ default: module.Notifications })));

/** Spec §9: toasts, top-center, for 5 seconds. */
export function Toasts() {
  const { notifications } = useNotifications();
  const [hasShownOne, setHasShownOne] = useState(false);
  if (notifications.length > 0 && !hasShownOne) setHasShownOne(true);
  if (!hasShownOne) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={TOAST_POSITION} autoClose={TOAST_DURATION} />
    </Suspense>
  );
}
