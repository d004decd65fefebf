import {
  modifyingWriterRoles,
  writerRoles,
  type MusicalWorkEvent,
  type AuditChange,
  type RegistrationStatus,
  type SoundRecordingReference,
  type SortOrder,
  type WorkRole,
} from '@repertoire/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  musicalWorkEvents,
  musicalWorks,
  musicalWorkShares,
  rightsHolders,
  type MusicalWorkEventRow,
  type MusicalWorkRow,
  type NewMusicalWorkRow,
  type RightsHolderRow,
} from '../../db/schema';
import { resembles } from '../../lib/search-text';
import { listRecordingsOfWork } from '../sound-recordings/sound-recordings.repository';

/** Queries of musical works, their shares and their history; rules and authorization live in the service. */

/** The descriptive columns a member edits; status columns are written by the life-cycle functions. */
export type WorkColumns = Pick<
  NewMusicalWorkRow,
  | 'title'
  | 'alternativeTitles'
  | 'iswc'
  | 'language'
  | 'genre'
  | 'duration'
  | 'creationYear'
  | 'versionType'
  | 'originalTitle'
  | 'isInstrumental'
>;
export type WorkStatusColumns = Pick<NewMusicalWorkRow, 'status' | 'rejectionReason' | 'submittedAt' | 'registeredAt'>;

/** One share line to write, in basis points. */
export type ShareLineValues = { rightsHolderId: string; role: WorkRole; performanceBp: number; mechanicalBp: number };

/** A stored share line with its rights holder. */
export type ShareLineRow = ShareLineValues & { id: string; workId: string; rightsHolder: RightsHolderRow };

function searchTitles(title: string, alternativeTitles: readonly string[] | undefined): string {
  return [title, ...(alternativeTitles ?? [])].join(' · ');
}

/** A title or alternative title, typo-tolerant (see `resembles`). */
function titleMatches(q: string): SQL {
  return resembles(musicalWorks.searchTitles, q);
}

// One work --------------------------------------------------------------------------------------

export async function findWork(db: Db, id: string): Promise<MusicalWorkRow | undefined> {
  const [row] = await db.select().from(musicalWorks).where(eq(musicalWorks.id, id));
  return row;
}

/** Locks the work for the rest of the transaction, so two changes to one share table never interleave. */
export async function findWorkForUpdate(db: Db, id: string): Promise<MusicalWorkRow | undefined> {
  const [row] = await db.select().from(musicalWorks).where(eq(musicalWorks.id, id)).for('update');
  return row;
}

export async function insertWork(db: Db, ownerId: string, columns: WorkColumns): Promise<MusicalWorkRow> {
  const [row] = await db
    .insert(musicalWorks)
    .values({ ...columns, ownerId, searchTitles: searchTitles(columns.title, columns.alternativeTitles) })
    .returning();
  if (!row) throw new Error('insert into musical_works returned no row');
  return row;
}

/** Writes the whole descriptive state (and, when given, the status) of a work. */
export async function updateWork(
  db: Db,
  id: string,
  columns: WorkColumns & Partial<WorkStatusColumns>,
): Promise<MusicalWorkRow> {
  const [row] = await db
    .update(musicalWorks)
    .set({ ...columns, searchTitles: searchTitles(columns.title, columns.alternativeTitles), updatedAt: new Date() })
    .where(eq(musicalWorks.id, id))
    .returning();
  if (!row) throw new Error(`musical work ${id} vanished during an update`);
  return row;
}

export async function updateWorkStatus(db: Db, id: string, columns: WorkStatusColumns): Promise<MusicalWorkRow> {
  const [row] = await db
    .update(musicalWorks)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(musicalWorks.id, id))
    .returning();
  if (!row) throw new Error(`musical work ${id} vanished during a status change`);
  return row;
}

/** Marks the work as changed (its share table changed) and returns it. */
export async function touchWork(db: Db, id: string, status?: RegistrationStatus): Promise<MusicalWorkRow> {
  const [row] = await db
    .update(musicalWorks)
    .set(status ? { status, updatedAt: new Date() } : { updatedAt: new Date() })
    .where(eq(musicalWorks.id, id))
    .returning();
  if (!row) throw new Error(`musical work ${id} vanished during an update`);
  return row;
}

export async function deleteWork(db: Db, id: string): Promise<void> {
  await db.delete(musicalWorks).where(eq(musicalWorks.id, id));
}

/** The work (other than `exceptId`) that owns this ISWC because the society registered it. */
export async function findWorkHoldingIswc(
  db: Db,
  iswc: string,
  exceptId?: string,
): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: musicalWorks.id, title: musicalWorks.title })
    .from(musicalWorks)
    .where(
      and(
        eq(musicalWorks.iswc, iswc),
        isNotNull(musicalWorks.registeredAt),
        exceptId ? ne(musicalWorks.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

// Shares ----------------------------------------------------------------------------------------

const shareLineColumns = {
  id: musicalWorkShares.id,
  workId: musicalWorkShares.workId,
  rightsHolderId: musicalWorkShares.rightsHolderId,
  role: musicalWorkShares.role,
  performanceBp: musicalWorkShares.performanceBp,
  mechanicalBp: musicalWorkShares.mechanicalBp,
  rightsHolder: rightsHolders,
};

/** The share tables of some works, each in the order the member entered it. */
export async function findShareLines(db: Db, workIds: readonly string[]): Promise<ShareLineRow[]> {
  if (workIds.length === 0) return [];
  return db
    .select(shareLineColumns)
    .from(musicalWorkShares)
    .innerJoin(rightsHolders, eq(rightsHolders.id, musicalWorkShares.rightsHolderId))
    .where(inArray(musicalWorkShares.workId, [...workIds]))
    .orderBy(asc(musicalWorkShares.workId), asc(musicalWorkShares.position), asc(musicalWorkShares.createdAt));
}

/** Replaces the whole share table (PATCH with `shares`), keeping the rows of lines that stay. */
export async function replaceShareLines(db: Db, workId: string, lines: readonly ShareLineValues[]): Promise<void> {
  await db.delete(musicalWorkShares).where(eq(musicalWorkShares.workId, workId));
  if (lines.length === 0) return;
  await db.insert(musicalWorkShares).values(lines.map((line, position) => ({ ...line, workId, position })));
}

export async function insertShareLine(db: Db, workId: string, line: ShareLineValues): Promise<string> {
  const [last] = await db
    .select({ position: max(musicalWorkShares.position) })
    .from(musicalWorkShares)
    .where(eq(musicalWorkShares.workId, workId));
  const [row] = await db
    .insert(musicalWorkShares)
    .values({ ...line, workId, position: (last?.position ?? -1) + 1 })
    .returning({ id: musicalWorkShares.id });
  if (!row) throw new Error('insert into musical_work_shares returned no row');
  return row.id;
}

export async function updateShareLine(
  db: Db,
  shareId: string,
  values: Pick<ShareLineValues, 'role' | 'performanceBp' | 'mechanicalBp'>,
): Promise<void> {
  await db.update(musicalWorkShares).set({ ...values, updatedAt: new Date() }).where(eq(musicalWorkShares.id, shareId));
}

export async function deleteShareLine(db: Db, shareId: string): Promise<void> {
  await db.delete(musicalWorkShares).where(eq(musicalWorkShares.id, shareId));
}

// History ---------------------------------------------------------------------------------------

export type NewWorkEvent = {
  workId: string;
  actorId: string | null;
  actorName: string;
  event: MusicalWorkEvent;
  changes: AuditChange[];
  reason?: string | null;
};

export async function insertWorkEvents(db: Db, events: readonly NewWorkEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(musicalWorkEvents).values(events.map((e) => ({ ...e, reason: e.reason ?? null })));
}

/** The work's history, newest first. */
export async function findWorkEvents(
  db: Db,
  workId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MusicalWorkEventRow[]; total: number }> {
  const where = eq(musicalWorkEvents.workId, workId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(musicalWorkEvents)
      .where(where)
      .orderBy(desc(musicalWorkEvents.at), desc(musicalWorkEvents.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(musicalWorkEvents).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

// The member's list -----------------------------------------------------------------------------

export type OwnWorksFilter = {
  q?: string | undefined;
  /** The search text read as an ISWC, when it is one. */
  iswc?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: 'title' | 'updated_at' | 'created_at';
  order: SortOrder;
};

const sortColumns = {
  title: sql`lower(${musicalWorks.title})`,
  updated_at: musicalWorks.updatedAt,
  created_at: musicalWorks.createdAt,
} as const;

function ownWorksWhere(ownerId: string, filter: OwnWorksFilter): SQL | undefined {
  const search = filter.q
    ? filter.iswc
      ? sql`(${titleMatches(filter.q)} or ${musicalWorks.iswc} = ${filter.iswc})`
      : titleMatches(filter.q)
    : undefined;
  return and(eq(musicalWorks.ownerId, ownerId), filter.status ? eq(musicalWorks.status, filter.status) : undefined, search);
}

/** The page of the member's works, as a query (the benchmark EXPLAINs it). */
export function ownWorksQuery(db: Db, ownerId: string, filter: OwnWorksFilter, page: { limit: number; offset: number }) {
  const direction = filter.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(musicalWorks)
    .where(ownWorksWhere(ownerId, filter))
    .orderBy(direction(sortColumns[filter.sort]), direction(musicalWorks.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findOwnWorks(
  db: Db,
  ownerId: string,
  filter: OwnWorksFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MusicalWorkRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    ownWorksQuery(db, ownerId, filter, page),
    db.select({ total: count() }).from(musicalWorks).where(ownWorksWhere(ownerId, filter)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

// The society's registry ------------------------------------------------------------------------

export type RegistryFilter = {
  q?: string | undefined;
  iswc?: string | null | undefined;
  writer?: string | undefined;
  ipi?: string | null | undefined;
};

const writerLikeRoles: WorkRole[] = [...writerRoles, ...modifyingWriterRoles];

/** Works in which a rights holder matching `holder` has a line (in one of `roles`, when given). */
function worksWithHolder(holder: SQL, roles?: readonly WorkRole[]): SQL {
  return inArray(
    musicalWorks.id,
    sql`(select ${musicalWorkShares.workId} from ${musicalWorkShares}
         inner join ${rightsHolders} on ${rightsHolders.id} = ${musicalWorkShares.rightsHolderId}
         where ${holder}${roles ? sql` and ${inArray(musicalWorkShares.role, [...roles])}` : sql``})`,
  );
}

/** Registered works only: drafts, submissions and members' private data never reach the registry. */
function registryWhere(filter: RegistryFilter): SQL | undefined {
  return and(
    eq(musicalWorks.status, 'registered'),
    filter.q ? titleMatches(filter.q) : undefined,
    filter.iswc ? eq(musicalWorks.iswc, filter.iswc) : undefined,
    filter.writer
      ? worksWithHolder(resembles(rightsHolders.name, filter.writer, { wholeValue: true }), writerLikeRoles)
      : undefined,
    filter.ipi ? worksWithHolder(eq(rightsHolders.ipiNameNumber, filter.ipi)) : undefined,
  );
}

/** A page of the registry, best title match first when a title is searched (the benchmark EXPLAINs it). */
export function registeredWorksQuery(db: Db, filter: RegistryFilter, page: { limit: number; offset: number }) {
  const order = filter.q
    ? [desc(sql`word_similarity(${filter.q}, ${musicalWorks.searchTitles})`), desc(musicalWorks.registeredAt), asc(musicalWorks.id)]
    : [desc(musicalWorks.registeredAt), asc(musicalWorks.id)];
  return db
    .select()
    .from(musicalWorks)
    .where(registryWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findRegisteredWorks(
  db: Db,
  filter: RegistryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MusicalWorkRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    registeredWorksQuery(db, filter, page),
    db.select({ total: count() }).from(musicalWorks).where(registryWhere(filter)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

// Recordings ------------------------------------------------------------------------------------

/** Sound recordings of the work that the viewer may see: their own, and registered ones (issue 4). */
export async function findRecordingsOfWork(db: Db, workId: string, viewerId: string): Promise<SoundRecordingReference[]> {
  return listRecordingsOfWork(db, workId, viewerId);
}
