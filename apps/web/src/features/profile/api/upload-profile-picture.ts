import { type Profile } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { profileQueryKey } from './get-profile';

/** POST /user/profile/picture: a PNG, JPEG or WebP image of at most 2 MB. */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const uploadProfilePicture = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call('uploadProfilePicture', { body: form });
};

export function useUploadProfilePicture({ onSuccess }: { onSuccess?: (profile: Profile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: async (profile) => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey, refetchType: 'all' });
      onSuccess?.(profile);
    },
  });
}
