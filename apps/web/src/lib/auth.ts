import { type SessionInfo } from '@repertoire/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { call, callWithMessage } from './call';

/**
 * The session (docs/architecture.md#session): valid while the server accepts the `_session_id` cookie. A 401
 * means logged out; the query then holds `null` rather than an error.
 */
export const sessionQueryKey = ['session'] as const;

export async function getSession(): Promise<SessionInfo | null> {
  try {
    return await call('getSession', { allowUnauthorized: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** docs/architecture.md#header: logout removes the session cookie and reloads the page. */
export async function logout(): Promise<void> {
  try {
    await call('logOut', { allowUnauthorized: true });
  } finally {
    window.location.reload();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

/** Marks the member as logged out in the cache: every protected screen then redirects to `/`. */
export function useClearSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(sessionQueryKey, null);
  };
}

/**
 * Acts for another member the person belongs to; the page loads anew at the dashboard, so nothing
 * cached from the previous member is shown for the new one.
 */
export function useSwitchActingFor() {
  return useMutation({
    mutationFn: (memberId: string) => call('switchActingFor', { body: { member_id: memberId } }),
    onSuccess: () => window.location.assign('/dashboard'),
  });
}

/**
 * Stops acting for the member the session acts for (a person who is not its own login): the server ends
 * the session, so everything cached for that member goes and the app shows the login page.
 */
export function useLeaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callWithMessage('leaveMember'),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
