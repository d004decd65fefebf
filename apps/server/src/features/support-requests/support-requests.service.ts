import { pagePaths, supportTopicLabels } from '@repertoire/contract';
import type { RegistrationKind, SupportRequest, SupportRequestCreate, SupportRequestItem, SupportRequestLinkedItem, SupportTopic } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { SupportRequestRow } from '../../db/schema';
import { requireAccess } from '../../access';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { supportRequestMail } from '../../mail/templates';
import { musicalWorks } from '../musical-works';
import { soundRecordings } from '../sound-recordings';
import { insertSupportRequest } from './support-requests.repository';

/** Help (spec "dashboard/help"): what a member writes to the society, read by staff in their inbox and mailed to its support address. */

/** A member writing in a loop must not fill the inbox: requests per member. */
export const supportRequestLimit: RateLimitRule = { name: 'support-requests:user', limit: 10, windowSeconds: 60 * 60 };

const itemNouns: Record<RegistrationKind, string> = { musical_work: 'musical work', sound_recording: 'sound recording' };

/**
 * The member's own work or recording, read through its kind's registration core: another
 * member's (or a missing) one answers that kind's 404, as opening it would.
 */
async function linkedItem(db: Db, actor: Actor, item: SupportRequestItem): Promise<SupportRequestLinkedItem> {
  const view = item.kind === 'musical_work' ? await musicalWorks.read(db, actor, item.id) : await soundRecordings.read(db, actor, item.id);
  return { kind: item.kind, id: item.id, title: view.row.title };
}

export function supportRequestOf(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    topic: row.topic as SupportTopic,
    subject: row.subject,
    message: row.message,
    item: row.itemKind && row.itemId && row.itemTitle !== null ? { kind: row.itemKind as RegistrationKind, id: row.itemId, title: row.itemTitle } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createSupportRequest(deps: Pick<Deps, 'db' | 'clock' | 'config'>, actor: Actor, data: SupportRequestCreate): Promise<SupportRequest> {
  // Staff read the requests: the inbox is where members reach them, and every sender has a member's page.
  requireAccess({ actor, permission: 'support.write', subject: {}, notFound: 'Not found' });
  const topic = data.topic;
  const item = data.item ? await linkedItem(deps.db, actor, data.item) : null;
  await consumeRateLimit(deps.db, supportRequestLimit, actor.id, deps.clock());
  const subject = data.subject?.trim() || supportTopicLabels[topic];
  return deps.db.transaction(async (tx) => {
    // Stamped by the database, as error reports are: the inbox orders both kinds by the same clock.
    const row = await insertSupportRequest(tx, {
      userId: actor.id,
      topic,
      subject,
      message: data.message,
      itemKind: item?.kind ?? null,
      itemId: item?.id ?? null,
      itemTitle: item?.title ?? null,
    });
    // The society's support address hears of it in the same transaction: no mail for a request that was not kept.
    await enqueueMail(
      tx,
      supportRequestMail(deps.config.supportEmail, {
        member: actor.name,
        topic: supportTopicLabels[topic],
        subject,
        message: data.message,
        item: item ? `the ${itemNouns[item.kind]} “${item.title}”` : null,
        link: `${deps.config.appUrl}${pagePaths.staff.inboxEntry.getHref('support-requests', row.id)}`,
      }),
    );
    return supportRequestOf(row);
  });
}
