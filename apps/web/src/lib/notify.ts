import { notifications } from '@mantine/notifications';
import { TOAST_DURATION, TOAST_ERROR_COLOR, TOAST_SUCCESS_COLOR } from '../config/constants';

/** Spec §9: toasts last 5 seconds, top-center (set on the provider), green for success, red for error. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: TOAST_SUCCESS_COLOR, autoClose: TOAST_DURATION });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ message, title, color: TOAST_ERROR_COLOR, autoClose: TOAST_DURATION });
}
