import { randomUUID } from 'node:crypto';
import type { RightsHolderKind, RightsHolderRole, WorkRole } from '@repertoire/contract';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { musicalWorks, musicalWorkShares, rightsHolders, workInDispute, type NewRightsHolderRow, type RightsHolderRow } from '../../db/schema';
import { countUpTo, pageTotal } from '../../lib/paging';
import type { Total } from '../../lib/pagination';
import { escapeLike } from '../../lib/search-text';
import { correctTypedWords, wordSearch } from '../../matching';

export type RightsHolderFilter = {
  q?: string | undefined;
  isni?: string | null | undefined;
  ipi?: string | null | undefined;
  /** Only this member's own record (`self=true`). */
  userId?: string | undefined;
};

/** The identifier filters; a name typed goes through the matching module (searchRightsHolders). */
function identifierConditions(filter: RightsHolderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.isni) conditions.push(eq(rightsHolders.isni, filter.isni));
  if (filter.ipi) conditions.push(eq(rightsHolders.ipiNameNumber, filter.ipi));
  if (filter.userId) conditions.push(eq(rightsHolders.userId, filter.userId));
  return and(...conditions);
}

/**
 * The directory as every picker searches it. A name typed is read as words, each corrected against
 * the names' dictionary (the last one as begun: "Hiro" while typing "Hiroshi"), the closest names
 * first, at most RANKED_MATCHES of a broad search; without a name, alphabetical.
 */
export async function searchRightsHolders(
  db: Db,
  filter: RightsHolderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RightsHolderRow[]; total: Total }> {
  const base = identifierConditions(filter);
  const alphabetical = [asc(rightsHolders.name), asc(rightsHolders.id)];
  // One query after the other: the caller may pass a transaction, and a client runs one query at a time.
  if (filter.q) {
    const name = await correctTypedWords(db, 'holder name', filter.q);
    const search = wordSearch(rightsHolders, rightsHolders.id, base, [{ column: rightsHolders.nameMatch, query: name }]);
    const where = search.where(db);
    const found = await db
      .select({ holder: rightsHolders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(rightsHolders)
      .where(where)
      .orderBy(...search.order, ...alphabetical)
      .limit(page.limit)
      .offset(page.offset);
    return { rows: found.map((row) => row.holder), total: await search.total(found, page.offset, () => countUpTo(db, rightsHolders, where)) };
  }
  const rows = await db.select().from(rightsHolders).where(base).orderBy(...alphabetical).limit(page.limit).offset(page.offset);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, rightsHolders, base)) };
}

export async function findRightsHolderById(db: Db, id: string): Promise<RightsHolderRow | undefined> {
  const [row] = await db.select().from(rightsHolders).where(eq(rightsHolders.id, id));
  return row;
}

export async function findRightsHoldersByIds(db: Db, ids: readonly string[]): Promise<RightsHolderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(rightsHolders).where(inArray(rightsHolders.id, [...new Set(ids)]));
}

export async function findRightsHolderByUserId(db: Db, userId: string): Promise<RightsHolderRow | undefined> {
  const [row] = await db.select().from(rightsHolders).where(eq(rightsHolders.userId, userId));
  return row;
}

/** Another record already carrying this ISNI or IPI name number, to refuse a duplicate party. */
export async function findRightsHolderByIdentifier(
  db: Db,
  identifier: { isni?: string | null | undefined; ipiNameNumber?: string | null | undefined },
): Promise<RightsHolderRow | undefined> {
  const conditions: SQL[] = [];
  if (identifier.isni) conditions.push(eq(rightsHolders.isni, identifier.isni));
  if (identifier.ipiNameNumber) conditions.push(eq(rightsHolders.ipiNameNumber, identifier.ipiNameNumber));
  if (conditions.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(rightsHolders)
    .where(sql`(${sql.join(conditions, sql` or `)})`)
    .limit(1);
  return row;
}

/** Up to `limit` rights holders whose name is `name`, ignoring case (the trigram index serves ILIKE without wildcards). */
export async function findRightsHoldersNamed(db: Db, name: string, limit = 5): Promise<RightsHolderRow[]> {
  return db
    .select()
    .from(rightsHolders)
    .where(ilike(rightsHolders.name, escapeLike(name.trim())))
    .orderBy(rightsHolders.createdAt)
    .limit(limit);
}

export async function insertRightsHolder(db: Db, values: NewRightsHolderRow): Promise<RightsHolderRow> {
  const [row] = await db.insert(rightsHolders).values(values).returning();
  if (!row) throw new Error('insert into rights_holders returned no row');
  return row;
}

/** A member's own record, written at sign-up and rewritten on every profile change. */
export async function upsertMemberRightsHolder(
  db: Db,
  userId: string,
  values: Omit<NewRightsHolderRow, 'userId' | 'createdById'>,
): Promise<RightsHolderRow> {
  const [row] = await db
    .insert(rightsHolders)
    .values({ ...values, userId, createdById: userId })
    .onConflictDoUpdate({
      target: rightsHolders.userId,
      set: {
        name: values.name,
        kind: values.kind,
        isni: values.isni ?? null,
        ipiNameNumber: values.ipiNameNumber ?? null,
        roles: values.roles ?? [],
        nationality: values.nationality ?? null,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('upsert into rights_holders returned no row');
  return row;
}

export type RightsHolderWorkRow = { id: string; title: string; iswc: string | null; role: WorkRole; in_dispute: boolean };

/** How many of a rights holder's registered works the details page lists. */
export const RIGHTS_HOLDER_WORKS_LIMIT = 500;

/** Registered works the rights holder holds a share in, one line per role, by title. */
export async function findRegisteredWorksOfRightsHolder(db: Db, rightsHolderId: string): Promise<RightsHolderWorkRow[]> {
  return db
    .select({ id: musicalWorks.id, title: musicalWorks.title, iswc: musicalWorks.iswc, role: musicalWorkShares.role, in_dispute: workInDispute(musicalWorks.id) })
    .from(musicalWorkShares)
    .innerJoin(musicalWorks, eq(musicalWorks.id, musicalWorkShares.workId))
    .where(and(eq(musicalWorkShares.rightsHolderId, rightsHolderId), eq(musicalWorks.status, 'registered')))
    .orderBy(asc(musicalWorks.title), asc(musicalWorks.id), asc(musicalWorkShares.role))
    .limit(RIGHTS_HOLDER_WORKS_LIMIT);
}

// Catalogue imports -----------------------------------------------------------------------------

/** A writer, publisher or owner as a file names them: a name, perhaps an IPI name number (compact, 11 digits). */
export type NamedRightsHolder = { name: string; ipiNameNumber: string | null; kind: RightsHolderKind; role: RightsHolderRole };

/** How a named holder is looked up again in what resolveNamedRightsHolders answers. */
export const namedHolderKey = (holder: Pick<NamedRightsHolder, 'name' | 'ipiNameNumber'>): string =>
  `${holder.ipiNameNumber ?? ''}|${holder.name.trim().toLowerCase()}`;

/**
 * The rights holders a file names, found or added to the directory in a few statements (a catalogue import):
 * by IPI name number first, anyone's record (an IPI names one party); without one, by name among the holders
 * this member added and their own record, never another member's by name alone (two people share a name).
 * Who is still missing is added, as the member would add them by hand.
 */
export async function resolveNamedRightsHolders(
  tx: Db,
  memberId: string,
  named: readonly NamedRightsHolder[],
): Promise<Map<string, RightsHolderRow>> {
  const wanted = new Map(named.map((holder) => [namedHolderKey(holder), holder]));
  const found = new Map<string, RightsHolderRow>();
  const ipis = [...new Set([...wanted.values()].flatMap((holder) => (holder.ipiNameNumber ? [holder.ipiNameNumber] : [])))];
  if (ipis.length > 0) {
    const byIpi = new Map<string, RightsHolderRow>();
    // A member's own record wins over a record someone else added with the same IPI.
    const rows = await tx.select().from(rightsHolders).where(inArray(rightsHolders.ipiNameNumber, ipis)).orderBy(sql`${rightsHolders.userId} is null`, asc(rightsHolders.createdAt));
    for (const row of rows) if (row.ipiNameNumber && !byIpi.has(row.ipiNameNumber)) byIpi.set(row.ipiNameNumber, row);
    for (const [key, holder] of wanted) {
      const row = holder.ipiNameNumber ? byIpi.get(holder.ipiNameNumber) : undefined;
      if (row) found.set(key, row);
    }
  }
  const unnamed = [...wanted].filter(([key, holder]) => !found.has(key) && !holder.ipiNameNumber);
  if (unnamed.length > 0) {
    const names = [...new Set(unnamed.map(([, holder]) => holder.name.trim().toLowerCase()))];
    const rows = await tx
      .select()
      .from(rightsHolders)
      .where(and(inArray(sql`lower(${rightsHolders.name})`, names), sql`(${rightsHolders.createdById} = ${memberId} or ${rightsHolders.userId} = ${memberId})`))
      .orderBy(sql`${rightsHolders.userId} is null`, asc(rightsHolders.createdAt));
    const byName = new Map<string, RightsHolderRow>();
    for (const row of rows) if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row);
    for (const [key, holder] of unnamed) {
      const row = byName.get(holder.name.trim().toLowerCase());
      if (row) found.set(key, row);
    }
  }
  // A party named once with an IPI and once without, in the same file, is one party: the line without takes the IPI's record.
  const withIpiByName = new Map([...wanted].filter(([, holder]) => holder.ipiNameNumber).map(([key, holder]) => [holder.name.trim().toLowerCase(), key]));
  const twinOf = (holder: NamedRightsHolder) => (holder.ipiNameNumber ? undefined : withIpiByName.get(holder.name.trim().toLowerCase()));
  const missing = [...wanted].filter(([key]) => !found.has(key));
  const toAdd = missing.filter(([, holder]) => twinOf(holder) === undefined);
  if (toAdd.length > 0) {
    const values = toAdd.map(([key, holder]) => ({
      key,
      id: randomUUID(),
      name: holder.name.trim(),
      kind: holder.kind,
      roles: [holder.role],
      ipiNameNumber: holder.ipiNameNumber,
      createdById: memberId,
    }));
    const added = new Map((await tx.insert(rightsHolders).values(values.map(({ key: _key, ...row }) => row)).returning()).map((row) => [row.id, row]));
    for (const { key, id } of values) {
      const row = added.get(id);
      if (row) found.set(key, row);
    }
  }
  for (const [key, holder] of missing) {
    const twin = twinOf(holder);
    const row = twin === undefined ? undefined : found.get(twin);
    if (row) found.set(key, row);
  }
  return found;
}
