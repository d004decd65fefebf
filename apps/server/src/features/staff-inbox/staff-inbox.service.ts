import { inboxKindValues, type InboxEntry, type InboxItem, type InboxKind, type InboxMember, type InboxMeta, type PaginationQuery } from '@repertoire/contract';
import type { Deps } from '../../lib/deps';
import type { Actor } from '../../lib/actor';
import { displayName } from '../../lib/display-name';
import { NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { supportRequestOf } from '../support-requests';
import {
  countUnhandled,
  findErrorReport,
  findInboxPage,
  findPeople,
  findSupportRequest,
  setHandled,
  type InboxFilter,
} from './staff-inbox.repository';

/**
 * The staff inbox: error reports from the web app's error page and members' support requests,
 * newest first, each marked handled (or not handled again) by a staff member.
 */

const notFoundMessages: Record<InboxKind, string> = {
  'error-reports': 'No error report with this id',
  'support-requests': 'No support request with this id',
};

type People = Awaited<ReturnType<typeof findPeople>>;

function memberOf(people: People, id: string | null): InboxMember | null {
  const person = id ? people.get(id) : undefined;
  return person ? { id: person.id, name: displayName(person), email: person.email } : null;
}

function nameOf(people: People, id: string | null): string | null {
  const person = id ? people.get(id) : undefined;
  return person ? displayName(person) : null;
}

/** What every item says, whatever its kind: who wrote it, when, and who handled it when. */
function common(people: People, row: { id: string; userId: string | null; createdAt: Date; handledAt: Date | null; handledById: string | null }) {
  return {
    id: row.id,
    member: memberOf(people, row.userId),
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    // A staff account deleted since still handled it: the date stays, the name is gone.
    handled_by: nameOf(people, row.handledById),
  };
}

export async function listInbox(
  db: Deps['db'],
  query: PaginationQuery & InboxFilter,
): Promise<{ items: InboxItem[]; meta: InboxMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findInboxPage(db, { kind: query.kind, handled: query.handled }, page);
  const people = await findPeople(db, rows.flatMap((row) => [row.userId, row.handledById].filter((id): id is string => id !== null)));
  const unhandled = { 'error-reports': 0, 'support-requests': 0 };
  for (const kind of inboxKindValues) unhandled[kind] = (await countUnhandled(db, kind)).count;
  return {
    items: rows.map((row) => ({ kind: row.kind, summary: row.summary, ...common(people, row) })),
    meta: { ...page.meta(total), unhandled },
  };
}

export async function getInboxEntry(db: Deps['db'], kind: InboxKind, id: string): Promise<InboxEntry> {
  if (kind === 'error-reports') {
    const row = await findErrorReport(db, id);
    if (!row) throw new NotFound(notFoundMessages[kind]);
    const people = await findPeople(db, [row.userId, row.handledById].filter((v): v is string => v !== null));
    return { kind, ...common(people, row), description: row.description, url: row.url, user_agent: row.userAgent };
  }
  const row = await findSupportRequest(db, id);
  if (!row) throw new NotFound(notFoundMessages[kind]);
  const people = await findPeople(db, [row.userId, row.handledById].filter((v): v is string => v !== null));
  const { topic, subject, message, item } = supportRequestOf(row);
  return { kind, ...common(people, row), topic, subject, message, item };
}

/**
 * Marks an item handled by `actor`, or not handled again. Marking a handled item handled keeps
 * who handled it and when.
 */
export async function markHandled(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, kind: InboxKind, id: string, handled: boolean): Promise<InboxEntry> {
  const current = await getInboxEntry(deps.db, kind, id);
  if ((current.handled_at !== null) === handled) return current;
  if (!(await setHandled(deps.db, kind, id, handled ? { at: deps.clock(), by: actor.id } : null))) throw new NotFound(notFoundMessages[kind]);
  return getInboxEntry(deps.db, kind, id);
}
