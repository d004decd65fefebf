import { type Profile, type ProfilePatch } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { profileQueryKey } from './get-profile';

export const updateProfile = (patch: ProfilePatch) => call('updateProfile', { body: patch });

/** A fixed call (docs/architecture.md#the-five-fixed-calls): on success the cached profile is invalidated and refetched. */
export function useUpdateProfile({ onSuccess }: { onSuccess?: (profile: Profile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey, refetchType: 'all' });
      onSuccess?.(profile);
    },
  });
}
