import type { RegistrationStatus, SoundRecordingEvent } from '@repertoire/contract';
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsPattern } from '../../lib/search-text';
import type { Page } from '../../lib/paging';
import {
  musicalWorks,
  rightsHolders,
  soundRecordingEvents,
  soundRecordingOwners,
  soundRecordingPerformers,
  soundRecordings,
  type NewSoundRecordingRow,
  type SoundRecordingRow,
} from '../../db/schema';

/** Queries of sound recordings and their logs; rules and authorization live in the service. */

export type RecordingColumns = Omit<
  NewSoundRecordingRow,
  'id' | 'ownerId' | 'artistNames' | 'status' | 'rejectionReason' | 'submittedAt' | 'registeredAt' | 'createdAt' | 'updatedAt'
>;
export type RecordingStatusColumns = Pick<NewSoundRecordingRow, 'status' | 'rejectionReason' | 'submittedAt' | 'registeredAt'>;

export type PerformerRow = {
  name: string;
  role: 'featured' | 'non_featured';
  instrumentOrPart: string | null;
  rightsHolderId: string | null;
};
export type OwnerRow = { rightsHolderId: string; shareBp: number };

/** Main and featured artists in one text: what the registry's artist search reads. */
function artistNames(columns: { mainArtists?: string[] | undefined; featuredArtists?: string[] | undefined }): string {
  return [...(columns.mainArtists ?? []), ...(columns.featuredArtists ?? [])].join(' · ');
}

// One recording ---------------------------------------------------------------------------------

export async function findRecording(db: Db, id: string): Promise<SoundRecordingRow | undefined> {
  const [row] = await db.select().from(soundRecordings).where(eq(soundRecordings.id, id));
  return row;
}

/** Locks the row for the rest of the transaction, so two edits of one recording never interleave. */
export async function findRecordingForUpdate(db: Db, id: string): Promise<SoundRecordingRow | undefined> {
  const [row] = await db.select().from(soundRecordings).where(eq(soundRecordings.id, id)).for('update');
  return row;
}

export async function findPerformers(db: Db, recordingId: string) {
  return db
    .select({
      id: soundRecordingPerformers.id,
      name: soundRecordingPerformers.name,
      role: soundRecordingPerformers.role,
      instrumentOrPart: soundRecordingPerformers.instrumentOrPart,
      rightsHolderId: soundRecordingPerformers.rightsHolderId,
      rightsHolder: rightsHolders,
    })
    .from(soundRecordingPerformers)
    .leftJoin(rightsHolders, eq(rightsHolders.id, soundRecordingPerformers.rightsHolderId))
    .where(eq(soundRecordingPerformers.recordingId, recordingId))
    .orderBy(asc(soundRecordingPerformers.position));
}

export async function findOwners(db: Db, recordingId: string) {
  return db
    .select({
      id: soundRecordingOwners.id,
      rightsHolderId: soundRecordingOwners.rightsHolderId,
      shareBp: soundRecordingOwners.shareBp,
      rightsHolder: rightsHolders,
    })
    .from(soundRecordingOwners)
    .innerJoin(rightsHolders, eq(rightsHolders.id, soundRecordingOwners.rightsHolderId))
    .where(eq(soundRecordingOwners.recordingId, recordingId))
    .orderBy(asc(soundRecordingOwners.position));
}

/** A work the member may link: one of their own, or one in the society's registry. */
export async function findLinkableWork(db: Db, workId: string, memberId: string) {
  const [work] = await db
    .select({ id: musicalWorks.id, title: musicalWorks.title, iswc: musicalWorks.iswc })
    .from(musicalWorks)
    .where(and(eq(musicalWorks.id, workId), or(eq(musicalWorks.ownerId, memberId), eq(musicalWorks.status, 'registered'))));
  return work;
}

export async function findWorkReference(db: Db, workId: string) {
  const [work] = await db
    .select({ id: musicalWorks.id, title: musicalWorks.title, iswc: musicalWorks.iswc, ownerId: musicalWorks.ownerId })
    .from(musicalWorks)
    .where(eq(musicalWorks.id, workId));
  return work;
}

/** The recording that owns an ISRC in the registry, other than `exceptId`. */
export async function findRegisteredIsrcHolder(db: Db, isrc: string, exceptId?: string) {
  const [holder] = await db
    .select({ id: soundRecordings.id, title: soundRecordings.title, mainArtists: soundRecordings.mainArtists })
    .from(soundRecordings)
    .where(
      and(
        eq(soundRecordings.isrc, isrc),
        isNotNull(soundRecordings.registeredAt),
        exceptId ? ne(soundRecordings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return holder;
}

// Writes ----------------------------------------------------------------------------------------

export async function insertRecording(db: Db, ownerId: string, columns: RecordingColumns): Promise<SoundRecordingRow> {
  const [row] = await db
    .insert(soundRecordings)
    .values({ ...columns, ownerId, artistNames: artistNames(columns) })
    .returning();
  if (!row) throw new Error('The recording was not inserted');
  return row;
}

export async function updateRecording(
  db: Db,
  id: string,
  columns: Partial<RecordingColumns> & Partial<RecordingStatusColumns>,
  artists?: { mainArtists: string[]; featuredArtists: string[] },
): Promise<SoundRecordingRow> {
  const [row] = await db
    .update(soundRecordings)
    .set({ ...columns, ...(artists ? { artistNames: artistNames(artists) } : {}), updatedAt: new Date() })
    .where(eq(soundRecordings.id, id))
    .returning();
  if (!row) throw new Error('The recording was not updated');
  return row;
}

export async function replacePerformers(db: Db, recordingId: string, performers: readonly PerformerRow[]): Promise<void> {
  await db.delete(soundRecordingPerformers).where(eq(soundRecordingPerformers.recordingId, recordingId));
  if (performers.length === 0) return;
  await db.insert(soundRecordingPerformers).values(
    performers.map((p, position) => ({
      recordingId,
      position,
      name: p.name,
      role: p.role,
      instrumentOrPart: p.instrumentOrPart,
      rightsHolderId: p.rightsHolderId,
    })),
  );
}

export async function replaceOwners(db: Db, recordingId: string, owners: readonly OwnerRow[]): Promise<void> {
  await db.delete(soundRecordingOwners).where(eq(soundRecordingOwners.recordingId, recordingId));
  if (owners.length === 0) return;
  await db.insert(soundRecordingOwners).values(owners.map((o, position) => ({ recordingId, position, rightsHolderId: o.rightsHolderId, shareBp: o.shareBp })));
}

export async function deleteRecording(db: Db, id: string): Promise<void> {
  await db.delete(soundRecordings).where(eq(soundRecordings.id, id));
}

export type NewRecordingEvent = typeof soundRecordingEvents.$inferInsert;

export async function insertEvent(db: Db, event: NewRecordingEvent): Promise<void> {
  await db.insert(soundRecordingEvents).values(event);
}

// Lists -----------------------------------------------------------------------------------------

export type OwnListFilters = {
  q?: string | undefined;
  /** The search text as an ISRC, when it reads as one. */
  isrc?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: 'title' | 'updated_at' | 'created_at' | 'release_date';
  order: 'asc' | 'desc';
};

// Titles sort as members read them, whatever the database's collation: "amber" before "Zebra".
const sortColumns = {
  title: sql`lower(${soundRecordings.title})`,
  updated_at: soundRecordings.updatedAt,
  created_at: soundRecordings.createdAt,
  release_date: soundRecordings.releaseDate,
} as const;

const listColumns = {
  id: soundRecordings.id,
  title: soundRecordings.title,
  version: soundRecordings.version,
  isrc: soundRecordings.isrc,
  mainArtists: soundRecordings.mainArtists,
  status: soundRecordings.status,
  updatedAt: soundRecordings.updatedAt,
};

async function withTotal<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>) {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items, total: counted?.total ?? 0 };
}

/** The member's own recordings; the search box matches title, artists or ISRC. */
export async function listOwnRecordings(db: Db, ownerId: string, filters: OwnListFilters, page: Pick<Page, 'limit' | 'offset'>) {
  const conditions: (SQL | undefined)[] = [eq(soundRecordings.ownerId, ownerId)];
  if (filters.status) conditions.push(eq(soundRecordings.status, filters.status));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        sql`${soundRecordings.title} ilike ${pattern}`,
        sql`${soundRecordings.artistNames} ilike ${pattern}`,
        filters.isrc ? eq(soundRecordings.isrc, filters.isrc) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const direction = filters.order === 'asc' ? asc : desc;
  const column = sortColumns[filters.sort];
  const order =
    filters.sort === 'release_date'
      ? [sql`${column} ${sql.raw(filters.order)} nulls last`, direction(soundRecordings.id)]
      : [direction(column), direction(soundRecordings.id)];
  return withTotal(
    db
      .select(listColumns)
      .from(soundRecordings)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(soundRecordings).where(where),
  );
}

export type RegistryFilters = {
  q?: string | undefined;
  isrc?: string | null | undefined;
  artist?: string | undefined;
  label?: string | undefined;
};

/**
 * The society's registry: registered recordings only. The title is matched as a substring or by
 * word similarity (`%>`), so "Yesturday" finds "Yesterday"; artist and label as substrings
 * (issue 4 asks typo tolerance of the title only, and names that share words, "Records",
 * "The", would otherwise all look alike). Every text filter reads a partial trigram index.
 */
export async function searchRegistry(db: Db, filters: RegistryFilters, page: Pick<Page, 'limit' | 'offset'>) {
  const where = and(
    eq(soundRecordings.status, 'registered'),
    filters.q
      ? or(sql`${soundRecordings.title} ilike ${containsPattern(filters.q)}`, sql`${soundRecordings.title} %> ${filters.q}`)
      : undefined,
    filters.isrc ? eq(soundRecordings.isrc, filters.isrc) : undefined,
    filters.artist ? sql`${soundRecordings.artistNames} ilike ${containsPattern(filters.artist)}` : undefined,
    filters.label ? sql`${soundRecordings.recordLabel} ilike ${containsPattern(filters.label)}` : undefined,
  );
  const order = [
    ...(filters.q ? [desc(sql`word_similarity(${filters.q}, ${soundRecordings.title})`)] : []),
    desc(soundRecordings.registeredAt),
    asc(soundRecordings.id),
  ];
  const columns = {
    id: soundRecordings.id,
    title: soundRecordings.title,
    version: soundRecordings.version,
    isrc: soundRecordings.isrc,
    mainArtists: soundRecordings.mainArtists,
    featuredArtists: soundRecordings.featuredArtists,
    recordLabel: soundRecordings.recordLabel,
    releaseTitle: soundRecordings.releaseTitle,
    releaseDate: soundRecordings.releaseDate,
    pYear: soundRecordings.pYear,
    pOwner: soundRecordings.pOwner,
    registeredAt: soundRecordings.registeredAt,
    updatedAt: soundRecordings.updatedAt,
  };
  if (!filters.q) {
    return withTotal(
      db.select(columns).from(soundRecordings).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
      db.select({ total: count() }).from(soundRecordings).where(where),
    );
  }

  // Ranking by similarity reads every match anyway, so the same pass counts them (count(*) over ()).
  const found = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(soundRecordings)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  // A page past the last match has no row to carry the total: count on their own.
  const total = found[0]?.total ?? (page.offset > 0 ? ((await db.select({ total: count() }).from(soundRecordings).where(where))[0]?.total ?? 0) : 0);
  return { items: found, total };
}

/** Recordings of a work that a member can see: their own, and registered ones (musical-work details). */
export async function listRecordingsOfWork(db: Db, workId: string, memberId: string) {
  return db
    .select({ id: soundRecordings.id, title: soundRecordings.title, isrc: soundRecordings.isrc })
    .from(soundRecordings)
    .where(
      and(
        eq(soundRecordings.musicalWorkId, workId),
        or(eq(soundRecordings.ownerId, memberId), eq(soundRecordings.status, 'registered')),
      ),
    )
    .orderBy(asc(soundRecordings.title), asc(soundRecordings.id));
}

// Logs ------------------------------------------------------------------------------------------

export type LogFilters = {
  recordingId?: string | undefined;
  event?: SoundRecordingEvent | undefined;
  /** Inclusive calendar dates, YYYY-MM-DD, in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  /** IANA name; UTC when absent. */
  timeZone?: string | undefined;
};

/** The instant a calendar day starts in a time zone (the database knows the zones' rules). */
function startOfDay(date: string, timeZone: string, daysLater = 0): SQL {
  return sql`((${date}::date + ${daysLater}::int)::timestamp at time zone ${timeZone})`;
}

function logConditions(ownerId: string, filters: LogFilters) {
  return and(
    eq(soundRecordingEvents.ownerId, ownerId),
    filters.recordingId ? eq(soundRecordingEvents.recordingId, filters.recordingId) : undefined,
    filters.event ? eq(soundRecordingEvents.event, filters.event) : undefined,
    filters.from ? gte(soundRecordingEvents.createdAt, startOfDay(filters.from, filters.timeZone ?? 'UTC')) : undefined,
    filters.to ? lt(soundRecordingEvents.createdAt, startOfDay(filters.to, filters.timeZone ?? 'UTC', 1)) : undefined,
  );
}

function selectEvents(db: Db, ownerId: string, filters: LogFilters) {
  return db
    .select({
      id: soundRecordingEvents.id,
      at: soundRecordingEvents.createdAt,
      event: soundRecordingEvents.event,
      actorName: soundRecordingEvents.actorName,
      changes: soundRecordingEvents.changes,
      reason: soundRecordingEvents.reason,
      recordingId: soundRecordingEvents.recordingId,
      recordingTitle: soundRecordingEvents.recordingTitle,
      recordingIsrc: soundRecordingEvents.recordingIsrc,
      isDeleted: sql<boolean>`${soundRecordings.id} is null`,
    })
    .from(soundRecordingEvents)
    .leftJoin(soundRecordings, eq(soundRecordings.id, soundRecordingEvents.recordingId))
    .where(logConditions(ownerId, filters))
    .orderBy(desc(soundRecordingEvents.createdAt), desc(soundRecordingEvents.id))
    .$dynamic();
}

export type LogRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** The member's recording events, newest first. */
export async function listEvents(db: Db, ownerId: string, filters: LogFilters, page: Pick<Page, 'limit' | 'offset'>) {
  return withTotal(
    selectEvents(db, ownerId, filters)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(soundRecordingEvents).where(logConditions(ownerId, filters)),
  );
}

/** Every matching event, for the CSV download. */
export async function allEvents(db: Db, ownerId: string, filters: LogFilters): Promise<LogRow[]> {
  return selectEvents(db, ownerId, filters);
}

/** True when the member has (or had) a recording with this id: its events are theirs to read. */
export async function hasEventsOfRecording(db: Db, ownerId: string, recordingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: soundRecordingEvents.id })
    .from(soundRecordingEvents)
    .where(and(eq(soundRecordingEvents.ownerId, ownerId), eq(soundRecordingEvents.recordingId, recordingId)))
    .limit(1);
  return row !== undefined;
}
