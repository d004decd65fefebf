import type { SupportRequest, SupportRequestCreate } from '@repertoire/contract';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { Forbidden } from '../../lib/errors';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { insertSupportRequest } from './support-requests.repository';

/** Help (spec "dashboard/help"): what a member writes to the society, read by staff in their inbox. */

/** A member writing in a loop must not fill the inbox: requests per member. */
export const supportRequestLimit: RateLimitRule = { name: 'support-requests:user', limit: 10, windowSeconds: 60 * 60 };

export async function createSupportRequest(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, data: SupportRequestCreate): Promise<SupportRequest> {
  // Staff read the requests: the inbox is where members reach them, and every sender has a member's page.
  if (actor.role !== 'member') throw new Forbidden('Only members write to the society through Help');
  await consumeRateLimit(deps.db, supportRequestLimit, actor.id, deps.clock());
  // Stamped by the database, as error reports are: the inbox orders both kinds by the same clock.
  const row = await insertSupportRequest(deps.db, { userId: actor.id, subject: data.subject, message: data.message });
  return { id: row.id, subject: row.subject, message: row.message, created_at: row.createdAt.toISOString() };
}
