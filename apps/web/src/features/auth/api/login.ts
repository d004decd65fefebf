import { isPendingLogin } from '@repertoire/contract';
import type { LoginRequest, PendingLogin, SessionInfo } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionQueryKey } from '../../../lib/auth';

/** A session, or a pending login when the account asks for a second step (staff, members who turned it on). */
export const login = (credentials: LoginRequest) => call('logIn', { body: credentials, allowUnauthorized: true });

/** Holds a session that has just started; the protected screens open with it. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: SessionInfo) => {
    // A fresh session: drop whatever an earlier member's queries left in the cache.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[0] !== 'countries' });
    queryClient.setQueryData(sessionQueryKey, session);
  };
}

export function useLogin({ onSession, onPending }: { onSession?: (session: SessionInfo) => void; onPending?: (pending: PendingLogin) => void } = {}) {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (isPendingLogin(result)) {
        onPending?.(result);
        return;
      }
      startSession(result);
      onSession?.(result);
    },
  });
}
