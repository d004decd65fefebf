import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useDisputeUpdate } from '../../../lib/disputes/use-dispute-update';

/** POST /staff/disputes/{id}/take: the staff member takes it under review; the parties are told. */
export const takeDispute = (id: string) => call('takeDispute', { params: { id } });

export function useTakeDispute() {
  return useMutation({ mutationFn: takeDispute, ...useDisputeUpdate() });
}
