import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGE_MAX_LENGTH, disputeMessageCreate } from '../src/disputes';

describe('a message to a dispute’s parties', () => {
  it('is taken whole up to the limit, even as one word', () => {
    const body = 'x'.repeat(DISPUTE_MESSAGE_MAX_LENGTH);
    expect(disputeMessageCreate.parse({ body })).toEqual({ body });
  });

  it('is refused past the limit with a message that names it, never cut', () => {
    const result = disputeMessageCreate.safeParse({ body: 'x'.repeat(DISPUTE_MESSAGE_MAX_LENGTH + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`Message must be at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters`]);
  });
});
