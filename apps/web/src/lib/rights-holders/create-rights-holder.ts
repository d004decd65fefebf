import { type RightsHolderCreateData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../call';
import { rightsHoldersQueryKey } from './search-rights-holders';

/** POST /rights-holders: a person or organisation not yet in the directory. */
export const createRightsHolder = (body: RightsHolderCreateData) => call('createRightsHolder', { body });

export function useCreateRightsHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRightsHolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rightsHoldersQueryKey }),
  });
}
