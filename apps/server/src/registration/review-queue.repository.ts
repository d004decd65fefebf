import type { RegistrationKind } from '@repertoire/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../db/database';
import { users } from '../db/schema';
import { displayName } from '../lib/display-name';
import { containsPattern, containsText } from '../lib/search-text';
import type { ReviewColumns } from './registration-kind';
import { qualified } from './registration.repository';

/**
 * The staff review queue: every kind's items waiting for a decision (first registrations, and
 * registered items' changes in review) in one list, oldest first, with their members' names.
 */

export type QueueSource = ReviewColumns & { kind: RegistrationKind };

export type QueueFilter = {
  kind?: RegistrationKind | undefined;
  /** A title, an identifier (compact) or a member's name, in part. */
  q?: string | undefined;
  /** `q` as an identifier is stored: compact, upper case. */
  identifier?: string | undefined;
};

export type QueueRow = {
  kind: RegistrationKind;
  id: string;
  title: string;
  identifier: string | null;
  submittedAt: Date;
  isChange: boolean;
  member: { id: string; name: string };
};

/**
 * One kind's items in review: those submitted for registration (a partial index by submission
 * date), and registered ones with a change in review (the changes' own index), dated by the change.
 * An item is in one branch only: a registered item keeps its status while its change waits.
 */
function inReview(source: QueueSource): SQL {
  const { table, kind } = source;
  const column = (c: ReviewColumns['title']) => qualified(table, c);
  const columns = sql`${kind}::text as kind, ${column(table.id)} as id, ${column(source.ownerId)} as owner_id,
      ${column(source.title)} as title, ${column(source.identifier)} as identifier`;
  return sql`select ${columns}, ${column(source.submittedAt)} as submitted_at, false as is_change
      from ${table} where ${column(table.status)} = 'submitted'
    union all
    select ${columns}, rc.submitted_at, true as is_change
      from registration_changes rc join ${table} on ${column(table.id)} = rc.item_id
      where rc.kind = ${kind} and rc.status = 'submitted'`;
}

const memberName = sql`case when u.register_as = 'corporate' then coalesce(u.corporation_name, '')
  else concat_ws(' ', u.given_name, u.other_names) end`;

function queueFrom(sources: readonly QueueSource[], filter: QueueFilter): SQL {
  const union = sql.join(sources.map(inReview), sql` union all `);
  const search = filter.q
    ? sql`and (${containsText(sql.raw('q.title'), filter.q)} or ${containsText(memberName, filter.q)} or ${containsText(sql.raw('u.email'), filter.q)}
        ${filter.identifier ? sql`or q.identifier like ${containsPattern(filter.identifier)}` : sql``})`
    : sql``;
  const kind = filter.kind ? sql`and q.kind = ${filter.kind}` : sql``;
  return sql`from (${union}) q join ${users} u on u.id = q.owner_id where true ${search} ${kind}`;
}

type RawQueueRow = {
  kind: RegistrationKind;
  id: string;
  owner_id: string;
  title: string;
  identifier: string | null;
  submitted_at: Date | string;
  is_change: boolean;
  register_as: 'individual' | 'corporate';
  given_name: string | null;
  other_names: string | null;
  corporation_name: string | null;
  email: string;
};

/** A page of the queue, oldest first (then by kind and id, so pages never overlap). */
export async function findQueuePage(db: Db, sources: readonly QueueSource[], filter: QueueFilter, page: { limit: number; offset: number }): Promise<QueueRow[]> {
  const rows = await executeRows<RawQueueRow>(
    db,
    sql`select q.kind, q.id, q.owner_id, q.title, q.identifier, q.submitted_at, q.is_change,
      u.register_as, u.given_name, u.other_names, u.corporation_name, u.email
    ${queueFrom(sources, filter)}
    order by q.submitted_at asc, q.kind asc, q.id asc
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    identifier: row.identifier,
    // The drivers differ: pg parses timestamptz, PGlite's raw rows may too; both read the same instant.
    submittedAt: new Date(row.submitted_at),
    isChange: row.is_change,
    member: {
      id: row.owner_id,
      name: displayName({
        registerAs: row.register_as,
        givenName: row.given_name,
        otherNames: row.other_names,
        corporationName: row.corporation_name,
        email: row.email,
      }),
    },
  }));
}

/** How many items of each kind match the search (the kind filter aside): the queue's tabs show them. */
export async function countQueue(db: Db, sources: readonly QueueSource[], filter: QueueFilter): Promise<Record<RegistrationKind, number>> {
  const rows = await executeRows<{ kind: RegistrationKind; count: number | string }>(
    db,
    sql`select q.kind, count(*) as count ${queueFrom(sources, { ...filter, kind: undefined })} group by q.kind`,
  );
  const counts: Record<RegistrationKind, number> = { musical_work: 0, sound_recording: 0 };
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}

/** The member who owns an item, as staff and the decision's mail name them. */
export async function findMember(db: Db, id: string): Promise<{ id: string; name: string; email: string }> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`the owner ${id} of an item in review is gone`);
  return { id: user.id, name: displayName(user), email: user.email };
}
