import { BadRequest } from '../lib/errors';

/** Staff's decision on a submitted work or recording; a rejection carries the reason the member reads. */
export type RegistrationDecision = { decision: 'registered' } | { decision: 'rejected'; reason: string };

const REASON_REQUIRED = 'Give the reason for the rejection';

/** The reason of a rejection, trimmed; a blank one is refused, since the member must learn what to fix. */
export function rejectionReason(decision: { reason: string }): string {
  const reason = decision.reason.trim();
  if (!reason) throw new BadRequest(REASON_REQUIRED, [{ path: 'reason', message: REASON_REQUIRED }]);
  return reason;
}
