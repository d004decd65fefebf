import { type SupportRequestCreate } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/call';

/** POST /support/requests: the member's message to the society, with its topic and the work or recording it is about. */
export const sendSupportRequest = (body: SupportRequestCreate) => callWithMessage('sendSupportRequest', { body });

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
