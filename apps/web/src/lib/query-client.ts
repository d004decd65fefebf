import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME } from '../config/constants';
import { ApiError, NO_ANSWER } from './api-client';

/**
 * Client errors will not get better by asking again; a call already given up after 120 s
 * (NO_ANSWER) goes straight to its error and Retry, rather than waiting two more times as long.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.message === NO_ANSWER)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => shouldRetry(failureCount, error),
      },
    },
  });
}
