import { type ErrorLogRequest } from '@repertoire/contract';
import { call } from '../../../lib/call';
import { ERROR_REPORT_MAX_LENGTH } from '../../../config/constants';

/** A fixed call (docs/architecture.md#the-five-fixed-calls): POST /frontend/errorlogs with the error stack as description. */
export const reportError = (report: ErrorLogRequest) => call('reportError', { body: report, allowUnauthorized: true });

export function describeError(error: unknown): string {
  if (error instanceof Error) return (error.stack || `${error.name}: ${error.message}`).slice(0, ERROR_REPORT_MAX_LENGTH);
  if (typeof error === 'string' && error) return error.slice(0, ERROR_REPORT_MAX_LENGTH);
  try {
    return JSON.stringify(error).slice(0, ERROR_REPORT_MAX_LENGTH) || 'Unknown error';
  } catch {
    return 'Unknown error';
  }
}
