import type { LoginRequest, SessionInfo } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';

export const login = (credentials: LoginRequest) => api.post<SessionInfo>('/auth/login', credentials, { allowUnauthorized: true });

export function useLogin({ onSuccess }: { onSuccess?: (session: SessionInfo) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // A fresh session: drop whatever an earlier member's queries left in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[0] !== 'countries' });
      queryClient.setQueryData(sessionQueryKey, session);
      onSuccess?.(session);
    },
  });
}
