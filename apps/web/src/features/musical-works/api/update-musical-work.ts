import { type MusicalWorkUpdateData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { storeSavedRegistration } from '../../../lib/saved-registration';
import { rightsHoldersQueryKey } from '../../../lib/rights-holders/search-rights-holders';
import { musicalWorkKeys } from '../../../lib/musical-works/query-keys';

/** PATCH /musical-works/{id}: the fields sent change; `shares`, when sent, replaces the whole table. */
export const updateMusicalWork = ({ id, changes }: { id: string; changes: MusicalWorkUpdateData }) =>
  call('updateMusicalWork', { params: { id }, body: changes });

export function useUpdateMusicalWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMusicalWork,
    onSuccess: (work) => storeSavedRegistration(queryClient, musicalWorkKeys.details(work.id), work, [musicalWorkKeys.all, rightsHoldersQueryKey]),
  });
}
