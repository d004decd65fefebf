import { TOAST_DURATION, TOAST_ERROR_COLOR, TOAST_SUCCESS_COLOR } from '../config/constants';

/**
 * docs/architecture.md#constants: toasts last 5 seconds, top-center (set where they are shown, app/toasts.tsx), green for
 * success, red for error. Mantine's toasts load with the first one (lib/toast-store.ts); whether
 * one has been asked for is kept here, for app/toasts.tsx to mount them then.
 */
let hasAskedForToast = false;
const firstToastListeners = new Set<() => void>();

function show(message: string, title: string | undefined, color: string): void {
  if (!hasAskedForToast) {
    hasAskedForToast = true;
    for (const listener of firstToastListeners) listener();
  }
  void import('./toast-store').then(({ notifications }) => notifications.show({ message, title, color, autoClose: TOAST_DURATION }));
}

export function notifySuccess(message: string, title?: string): void {
  show(message, title, TOAST_SUCCESS_COLOR);
}

export function notifyError(message: string, title?: string): void {
  show(message, title, TOAST_ERROR_COLOR);
}

/** For useSyncExternalStore: whether a toast has been asked for yet, and news of the first. */
export const toastsAskedFor = {
  subscribe(listener: () => void): () => void {
    firstToastListeners.add(listener);
    return () => firstToastListeners.delete(listener);
  },
  get: (): boolean => hasAskedForToast,
};
