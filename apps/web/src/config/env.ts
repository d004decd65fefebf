import { API_BASE_PATH } from './constants';

/** `VITE_API_URL` points the app at another host; by default the API is on the same origin. */
const apiHost = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

export const env = {
  apiBaseUrl: `${apiHost}${API_BASE_PATH}`,
} as const;
