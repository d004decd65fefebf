import type { InviteRequest, MemberRole } from '@repertoire/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callWithMessage, call } from '../../../lib/call';

/** The member's people, pending invitations and the two-step setting (GET /people). */
export const peopleQueryKey = ['people'] as const;

export const peopleQueryOptions = () => queryOptions({ queryKey: peopleQueryKey, queryFn: () => call('listPeople') });

export function usePeople() {
  return useQuery(peopleQueryOptions());
}

/** Every change to the member's people answers with a message, and the list is read again. */
function usePeopleMutation<I>(mutationFn: (input: I) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: peopleQueryKey }) });
}

export const useInvitePerson = () => usePeopleMutation((body: InviteRequest) => callWithMessage('invitePerson', { body }));
export const useResendInvitation = () => usePeopleMutation((id: string) => callWithMessage('resendInvitation', { params: { id } }));
export const useCancelInvitation = () => usePeopleMutation((id: string) => callWithMessage('cancelInvitation', { params: { id } }));
export const useChangePersonRole = () =>
  usePeopleMutation(({ id, role }: { id: string; role: MemberRole }) => callWithMessage('changePersonRole', { params: { id }, body: { role } }));
export const useRemovePerson = () => usePeopleMutation((id: string) => callWithMessage('removePerson', { params: { id } }));
export const useRequireSecondFactor = () =>
  usePeopleMutation((required: boolean) => callWithMessage('updatePeopleSettings', { body: { require_second_factor: required } }));
