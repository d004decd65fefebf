import { type BankDetailsRequest } from '@repertoire/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';
import { bankDetailsQueryKey } from './get-bank-details';

/** PUT /bank-details with the member's password; the answer's message says whether anything changed. */
export const saveBankDetails = (body: BankDetailsRequest) => callWithMessage('saveBankDetails', { body });

/** On success the cached bank details are invalidated and fetched again. */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankDetailsQueryKey, refetchType: 'all' }),
  });
}
