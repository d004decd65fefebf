import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_DURATION, TOAST_POSITION } from '../config/constants';
import { toastsAskedFor } from '../lib/notify';

// Mantine's toasts (store, transitions, scroll handling) load with the first toast (lib/notify.ts),
// which waits in the store until the component is there.
const Notifications = lazy(() => import('../lib/toast-store').then((module) => ({ default: module.Notifications })));

/** Toasts, top-center, for 5 seconds (docs/architecture.md#constants). */
export function Toasts() {
  const hasToasts = useSyncExternalStore(toastsAskedFor.subscribe, toastsAskedFor.get, toastsAskedFor.get);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={TOAST_POSITION} autoClose={TOAST_DURATION} />
    </Suspense>
  );
}
