import type { AuditChange, RegistrationKind, RegistrationStatus } from '@repertoire/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { memberIdentifierChanges, musicalWorks, rightsHolders, soundRecordings, users, type User } from '../../db/schema';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import type { Total } from '../../lib/pagination';
import { closestFirst, containsText, resembles } from '../../lib/search-text';
import { hasChangeInReview } from '../../registration';

/** A member's account as staff read it: everything but the password hash. */
export type MemberRow = Omit<User, 'passwordHash'>;

const { passwordHash: _passwordHash, ...memberColumns } = getTableColumns(users);

const isMember = eq(users.role, 'member');

/** What the search box asks: free text, and the same text read as an ISNI or an IPI name number, compact. */
export type MemberSearch = { text?: string | undefined; isni?: string | undefined; ipi?: string | undefined };

/** Identifiers are stored compact, so any spelling of one, once normalised, is an equality the indexes answer. */
function identifierMatch(search: MemberSearch): SQL | undefined {
  return or(search.isni ? eq(users.isniNumber, search.isni) : undefined, search.ipi ? eq(users.ipiNameNumber, search.ipi) : undefined);
}

/**
 * Names are searched through the members' own rights-holder records, which carry the display
 * name and its trigram index (the profile keeps them in step); e-mail addresses as substrings.
 */
function searchWhere(db: Db, search: MemberSearch): SQL | undefined {
  const { text } = search;
  if (!text) return isMember;
  const named = alias(rightsHolders, 'named');
  const namedLike = db.select({ userId: named.userId }).from(named).where(resembles(named.name, text, { wholeValue: true }));
  return and(isMember, or(identifierMatch(search), containsText(users.email, text), inArray(users.id, namedLike)));
}

export async function findMembersPage(db: Db, search: MemberSearch, page: Page): Promise<{ rows: MemberRow[]; total: Total }> {
  const where = searchWhere(db, search);
  const name = sql`coalesce(${rightsHolders.name}, ${users.email})`;
  // Exact identifiers first, then the closest names; alphabetical without a search.
  const identifier = identifierMatch(search);
  const order = [
    ...(identifier ? [sql`(${identifier}) desc`] : []),
    ...(search.text ? closestFirst(rightsHolders.name, search.text) : []),
    asc(name),
    asc(users.id),
  ];
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(rightsHolders, eq(rightsHolders.userId, users.id))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, users, where)) };
}

export async function findMember(db: Db, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(and(eq(users.id, id), isMember));
  return row;
}

/** The member's row, locked until the transaction ends: two staff changing one member's identifiers take turns. */
export async function findMemberForUpdate(db: Db, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(and(eq(users.id, id), isMember)).for('update');
  return row;
}

/**
 * Holds the ISNI until the transaction ends, so two staff giving one ISNI to two members at once
 * take turns, and the second sees the first's member holding it (no unique index can say this:
 * an ISNI of zeros is the badge's "pending", which many members share).
 */
export async function lockIsni(db: Db, isni: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-isni:${isni}`}))`);
}

/** Another member who has this ISNI. */
export async function findOtherMemberWithIsni(db: Db, isni: string, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.isniNumber, isni), ne(users.id, memberId), isMember))
    .limit(1);
  return row;
}

export async function updateMemberIdentifiers(db: Db, id: string, values: { isniNumber: string; ipiNameNumber?: string | null }): Promise<User | undefined> {
  // The IPI name number is a field of the member's profile form: staff setting it is a new version of it.
  const profileVersion = values.ipiNameNumber === undefined ? {} : { profileUpdatedAt: new Date() };
  const [row] = await db.update(users).set({ ...values, ...profileVersion }).where(eq(users.id, id)).returning();
  return row;
}

export async function insertIdentifierChange(db: Db, values: { userId: string; actorId: string | null; actorName: string; changes: AuditChange[] }): Promise<void> {
  await db.insert(memberIdentifierChanges).values(values);
}

export async function findIdentifierChanges(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(memberIdentifierChanges)
    .where(eq(memberIdentifierChanges.userId, userId))
    .orderBy(desc(memberIdentifierChanges.at), desc(memberIdentifierChanges.id))
    .limit(limit);
}

// A member's works and recordings -----------------------------------------------------------------

/** A registrable kind's table, as the member's page counts and lists it. */
type RegistrableSource = {
  kind: RegistrationKind;
  table: PgTable & { id: PgColumn; ownerId: PgColumn; status: PgColumn; title: PgColumn; updatedAt: PgColumn };
  identifier: PgColumn;
};

export const registrableSources = {
  musical_work: { kind: 'musical_work', table: musicalWorks, identifier: musicalWorks.iswc },
  sound_recording: { kind: 'sound_recording', table: soundRecordings, identifier: soundRecordings.isrc },
} satisfies Record<RegistrationKind, RegistrableSource>;

/**
 * How many of the member's items are in each status, as the member's own dashboard counts them: a
 * registered item with a change in review is registered (its change is marked in the list).
 */
export async function countByStatus(db: Db, { table }: RegistrableSource, ownerId: string): Promise<{ status: RegistrationStatus; count: number }[]> {
  return db
    .select({ status: sql<RegistrationStatus>`${table.status}`, count: count() })
    .from(table)
    .where(eq(table.ownerId, ownerId))
    .groupBy(table.status);
}

export async function findLatestItems(db: Db, source: RegistrableSource, ownerId: string, limit: number) {
  const { table } = source;
  return db
    .select({
      id: sql<string>`${table.id}`,
      title: sql<string>`${table.title}`,
      identifier: sql<string | null>`${source.identifier}`,
      status: sql<RegistrationStatus>`${table.status}`,
      changeInReview: hasChangeInReview(source.kind, table).mapWith(Boolean),
      // A raw column skips the column's decoder: the drivers hand the timestamp over as text or as a Date.
      updatedAt: sql`${table.updatedAt}`.mapWith((value: Date | string) => new Date(value)),
    })
    .from(table)
    .where(eq(table.ownerId, ownerId))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(limit);
}
