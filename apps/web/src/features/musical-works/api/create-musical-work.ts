import { type MusicalWorkCreateData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { storeSavedRegistration } from '../../../lib/saved-registration';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** POST /musical-works: a draft needs only its title. */
export const createMusicalWork = (work: MusicalWorkCreateData) => call('createMusicalWork', { body: work });

export function useCreateMusicalWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMusicalWork,
    onSuccess: (work) => storeSavedRegistration(queryClient, musicalWorkKeys.details(work.id), work, [musicalWorkKeys.lists()]),
  });
}
