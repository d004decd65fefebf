import type { ErrorLogRequest } from '@repertoire/contract';
import { api } from '../../../lib/api-client';

/** Spec §7: POST /frontend/errorlogs with the error stack as description. */
export const reportError = (report: ErrorLogRequest) => api.post<null>('/frontend/errorlogs', report, { allowUnauthorized: true });

export function describeError(error: unknown): string {
  if (error instanceof Error) return (error.stack || `${error.name}: ${error.message}`).slice(0, 20_000);
  if (typeof error === 'string' && error) return error.slice(0, 20_000);
  try {
    return JSON.stringify(error).slice(0, 20_000) || 'Unknown error';
  } catch {
    return 'Unknown error';
  }
}
