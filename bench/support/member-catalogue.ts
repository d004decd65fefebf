import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database';

/**
 * What a working member's account holds after a year and a half: their works and recordings in
 * every status (some registered ones with a change in review), the audit trail of each, a long
 * list of notifications, earlier logins and bank details. The same catalogue is given to `others`
 * other members, so every read has to pick the member's rows out of a society's.
 */
export type MemberCatalogue = { works: number; recordings: number; notifications: number; sessions: number };

export const realisticMember: MemberCatalogue = { works: 300, recordings: 150, notifications: 400, sessions: 20 };

/** Over how many days the catalogue was built up. */
const HISTORY_DAYS = 540;

/**
 * SQL: the status of item `i` of a member's list: a tenth drafts, a tenth waiting for review, one
 * in twenty rejected, the rest registered.
 */
const statusOf = (i: string) =>
  sql.raw(`case when ${i} % 10 = 0 then 'draft' when ${i} % 10 = 1 then 'submitted' when ${i} % 20 = 2 then 'rejected' else 'registered' end`);

/** SQL: when item `i` of `count` was created, spread evenly over the history, the first the oldest. */
const createdAtOf = (i: string, count: number) => sql.raw(`now() - make_interval(secs => (${count} - ${i} + 1) * ${(HISTORY_DAYS * 86400) / count})`);

/** Seeds the catalogue of `memberIds` (set-based inserts: one statement a table). */
export async function seedMemberCatalogues(db: Db, memberIds: readonly string[], catalogue: MemberCatalogue = realisticMember): Promise<void> {
  const members = sql`(select unnest(array[${sql.join(memberIds.map((id) => sql`${id}::uuid`), sql`, `)}]) as id)`;
  const sources = [
    { table: 'musical_works', kind: 'musical_work', noun: 'Work', count: catalogue.works, titleColumns: 'title, search_titles' },
    { table: 'sound_recordings', kind: 'sound_recording', noun: 'Recording', count: catalogue.recordings, titleColumns: 'title' },
  ] as const;
  for (const { table, kind, noun, count, titleColumns } of sources) {
    // Submitted a day after creation, decided three days later; a draft's last change a week after it was begun.
    await db.execute(sql`
      insert into ${sql.raw(table)} (owner_id, ${sql.raw(titleColumns)}, status, rejection_reason, submitted_at, registered_at, created_at, updated_at)
      select m.id, ${sql.raw(titleColumns.replace(/(\w+)/g, 't.title'))}, t.status,
        case when t.status = 'rejected' then 'The shares do not add up' end,
        case when t.status <> 'draft' then t.created_at + interval '1 day' end,
        case when t.status = 'registered' then t.created_at + interval '4 days' end,
        t.created_at,
        t.created_at + case t.status when 'draft' then interval '7 days' when 'submitted' then interval '1 day' else interval '4 days' end
      from ${members} m, lateral (
        select ${noun}::text || ' ' || i as title, ${statusOf('i')} as status, ${createdAtOf('i', count)} as created_at
        from generate_series(1, ${count}) i
      ) t`);
    // The audit trail: created, then submitted, then the decision, each when it happened.
    await db.execute(sql`
      insert into registration_events (kind, item_id, owner_id, item_title, event, actor_id, actor_name, reason, at)
      select ${kind}::text, x.id, x.owner_id, x.title, e.event, x.owner_id, 'Bench Member', e.reason, e.at
      from ${sql.raw(table)} x
      join ${members} m on m.id = x.owner_id,
      lateral (values ('created', null::text, x.created_at), ('submitted', null, x.submitted_at),
                      ('registered', null, x.registered_at), ('rejected', x.rejection_reason, case when x.status = 'rejected' then x.updated_at end)) e(event, reason, at)
      where e.at is not null`);
    // One registered item in fifty has a change in review: the member reads it as "In review".
    await db.execute(sql`
      insert into registration_changes (kind, item_id, owner_id, status, proposed, submitted_at)
      select ${kind}::text, x.id, x.owner_id, 'submitted', '{}'::jsonb, now() - interval '2 days'
      from (select x.*, row_number() over (partition by x.owner_id order by x.created_at) as n
            from ${sql.raw(table)} x join ${members} m on m.id = x.owner_id where x.status = 'registered') x
      where x.n % 50 = 0`);
  }
  await db.execute(sql`
    insert into notifications (user_id, title, message, link, read_at, created_at, updated_at)
    select m.id, 'Registration decided', 'Work ' || i || ' has been registered.', '/musical-works',
      case when i > 10 then now() end, ${createdAtOf('i', catalogue.notifications)}, ${createdAtOf('i', catalogue.notifications)}
    from ${members} m, generate_series(1, ${catalogue.notifications}) i`);
  // Earlier logins, the latest a week ago: the decisions since then are the dashboard's news.
  await db.execute(sql`
    insert into sessions (user_id, token_hash, expires_at, created_at)
    select m.id, md5(m.id::text || i), now() + interval '1 day', now() - make_interval(days => 7 * i)
    from ${members} m, generate_series(1, ${catalogue.sessions}) i`);
  await db.execute(sql`
    insert into bank_details (user_id, account_holder, bank_name, bank_country, currency, key_id)
    select m.id, 'Bench Member', 'Bench Bank', 'GB', 'GBP', 'bench' from ${members} m`);
  // As autovacuum leaves a live database: statistics, and the visibility map that lets a read stay in an index.
  await db.execute(sql`vacuum analyze`);
}
