import type { SupportRequest, SupportRequestCreate } from '@repertoire/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** POST /support/requests: the member's message to the society, with its topic and the work or recording it is about. */
export const sendSupportRequest = (body: SupportRequestCreate) => request<SupportRequest>('/support/requests', { method: 'POST', body });

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
