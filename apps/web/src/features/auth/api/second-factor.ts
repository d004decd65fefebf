import { type RecoveryCodesRequest, type SecondFactorConfirmRequest, type SecondFactorDisableRequest, type SecondFactorLoginRequest, type SecondFactorSetupRequest, type SessionInfo } from '@repertoire/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithMessage } from '../../../lib/call';
import { useStartSession } from './login';

/** Two-step sign-in: the login's second step, setting an authenticator app up, turning it off, new recovery codes. */

export const secondFactorQueryKey = ['second-factor'] as const;

export const getSecondFactorStatus = () => call('getSecondFactorStatus');

export const secondFactorStatusQueryOptions = () => queryOptions({ queryKey: secondFactorQueryKey, queryFn: getSecondFactorStatus });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQueryOptions());
}

/** The server's message comes along: it says how many recovery codes are left when one was used. */
export const logInWithSecondFactor = (body: SecondFactorLoginRequest) =>
  callWithMessage('logInWithSecondFactor', { body, allowUnauthorized: true });

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
  call('setUpSecondFactor', { body, allowUnauthorized: Boolean(body.challenge) });

export const confirmSecondFactor = (body: SecondFactorConfirmRequest) =>
  call('confirmSecondFactor', { body, allowUnauthorized: Boolean(body.challenge) });

export function useSetUpSecondFactor() {
  return useMutation({ mutationFn: setUpSecondFactor });
}

/** Turns it on; a login it finishes is started by the caller once the recovery codes are saved. */
export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: confirmSecondFactor });
}

export const turnOffSecondFactor = (body: SecondFactorDisableRequest) => call('turnOffSecondFactor', { body });

export function useTurnOffSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
  });
}

export const renewRecoveryCodes = (body: RecoveryCodesRequest) => call('renewRecoveryCodes', { body });

export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: renewRecoveryCodes });
}
