import type {
  RecoveryCodes,
  RecoveryCodesRequest,
  SecondFactorConfirmRequest,
  SecondFactorDisableRequest,
  SecondFactorEnabled,
  SecondFactorLoginRequest,
  SecondFactorSetup,
  SecondFactorSetupRequest,
  SecondFactorStatus,
  SessionInfo,
} from '@repertoire/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { useStartSession } from './login';

/** Two-step sign-in: the login's second step, setting an authenticator app up, turning it off, new recovery codes. */

export const secondFactorQueryKey = ['second-factor'] as const;

export const getSecondFactorStatus = () => api.get<SecondFactorStatus>('/auth/second-factor');

export const secondFactorStatusQueryOptions = () => queryOptions({ queryKey: secondFactorQueryKey, queryFn: getSecondFactorStatus });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQueryOptions());
}

/** The server's message comes along: it says how many recovery codes are left when one was used. */
export const logInWithSecondFactor = (body: SecondFactorLoginRequest) =>
  request<SessionInfo>('/auth/login/second-factor', { method: 'POST', body, allowUnauthorized: true });

export function useSecondFactorLogin({ onSession }: { onSession?: (session: SessionInfo, message: string) => void } = {}) {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: logInWithSecondFactor,
    onSuccess: ({ data, message }) => {
      startSession(data);
      onSession?.(data, message);
    },
  });
}

// During a login the challenge says whose authenticator it is: a 401 then means the login expired, not a session.
export const setUpSecondFactor = (body: SecondFactorSetupRequest) =>
  api.post<SecondFactorSetup>('/auth/second-factor/setup', body, { allowUnauthorized: Boolean(body.challenge) });

export const confirmSecondFactor = (body: SecondFactorConfirmRequest) =>
  api.post<SecondFactorEnabled>('/auth/second-factor/confirm', body, { allowUnauthorized: Boolean(body.challenge) });

export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: setUpSecondFactor });
}

/** Turns it on; a login it finishes is started by the caller once the recovery codes are saved. */
export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: confirmSecondFactor });
}

export const turnOffSecondFactor = (body: SecondFactorDisableRequest) => api.post<null>('/auth/second-factor/disable', body);

export function useTurnOffSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
  });
}

export const renewRecoveryCodes = (body: RecoveryCodesRequest) => api.post<RecoveryCodes>('/auth/second-factor/recovery-codes', body);

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}
