import { type MemberIdentifiersData } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { staffMembersQueryKey } from '../../../lib/staff-members/search-members';
import { staffMemberQueryKey } from './get-member';

export type SetMemberIdentifiersInput = { id: string; body: MemberIdentifiersData };

/** PUT /staff/members/{id}/isni: 409 when another member holds the ISNI. */
export const setMemberIdentifiers = ({ id, body }: SetMemberIdentifiersInput) => call('setMemberIdentifiers', { params: { id }, body });

/** Saves, shows the answer at once, and refetches the lists, which show the identifiers too. */
export function useSetMemberIdentifiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberIdentifiers,
    onSuccess: (member) => queryClient.setQueryData(staffMemberQueryKey(member.id), member),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...staffMembersQueryKey, 'search'] }),
  });
}
