import { OWNERSHIP_LINES_MAX, PERFORMERS_MAX, type PerformerRole, type RegistrationStatus } from '@repertoire/contract';
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { analyzeTables } from '../../db/analyze-tables';
import type { Db } from '../../db/database';
import { insertJsonRows } from '../../db/insert-json-rows';
import {
  rightsHolders,
  soundRecordingOwners,
  soundRecordingPerformers,
  soundRecordings,
  type NewSoundRecordingRow,
  type RightsHolderRow,
  type SoundRecordingRow,
} from '../../db/schema';
import { containsText, unaccented } from '../../lib/search-text';
import {
  analyzeDictionary,
  bestMatchFirst,
  correctTypedWords,
  identifierMatches,
  registryOrder,
  wordSearch,
  wordsMatch,
  type ColumnSearch,
  type IdentifierSearch,
  type TypedQuery,
} from '../../matching';
import { countUpTo, pageTotal, type Page } from '../../lib/paging';
import { hasChangeInReview, memberStatusIs, planLineWrites, registrableRows } from '../../registration';

/** Queries of sound recordings, their line-up and master owners; rules and authorization live in the service and the registration core. */

/** The descriptive columns a member edits; life-cycle columns are written by the registration core. */
export type RecordingColumns = Omit<
  NewSoundRecordingRow,
  'id' | 'ownerId' | 'artistNames' | 'status' | 'rejectionReason' | 'submittedAt' | 'registeredAt' | 'createdAt' | 'updatedAt'
>;

/** A performer of the line-up, with the id it keeps while it stays. */
export type PerformerLine = {
  id: string;
  name: string;
  role: PerformerRole;
  instrumentOrPart: string | null;
  rightsHolderId: string | null;
};
/** A master owner's share in basis points, with the id it keeps while the owner stays. */
export type OwnerLine = { id: string; rightsHolderId: string; shareBp: number };

/** Main and featured artists in one text: what artist searches read (exported for the search bench's seed). */
export function artistNames(columns: { mainArtists?: string[] | undefined; featuredArtists?: string[] | undefined }): string {
  return [...(columns.mainArtists ?? []), ...(columns.featuredArtists ?? [])].join(' · ');
}

// One recording ---------------------------------------------------------------------------------

/** A recording's row by id: read, lock, insert, update, life cycle, delete (the core's, for every registrable table). */
export const recordingRows = registrableRows(soundRecordings, 'sound recording', (columns: RecordingColumns) => ({ artistNames: artistNames(columns) }));

/** A recording's line-up, in order: at most PERFORMERS_MAX (the contract's bound on what is written). */
export async function findPerformers(db: Db, recordingId: string): Promise<(PerformerLine & { rightsHolder: RightsHolderRow | null })[]> {
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
    .orderBy(asc(soundRecordingPerformers.position))
    .limit(PERFORMERS_MAX);
}

/** A recording's master owners, in order: at most OWNERSHIP_LINES_MAX. */
export async function findOwners(db: Db, recordingId: string): Promise<(OwnerLine & { rightsHolder: RightsHolderRow })[]> {
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
    .orderBy(asc(soundRecordingOwners.position))
    .limit(OWNERSHIP_LINES_MAX);
}

/** The recording that owns an ISRC in the registry, other than `exceptId`. */
export async function findRegisteredIsrcHolder(db: Db, isrc: string, exceptId?: string) {
  const [holder] = await db
    .select({ id: soundRecordings.id, title: soundRecordings.title, mainArtists: soundRecordings.mainArtists })
    .from(soundRecordings)
    .where(and(eq(soundRecordings.isrc, isrc), isNotNull(soundRecordings.registeredAt), exceptId ? ne(soundRecordings.id, exceptId) : undefined))
    .limit(1);
  return holder;
}

// Writes ----------------------------------------------------------------------------------------

const samePerformer = (a: PerformerLine, b: PerformerLine) =>
  a.name === b.name && a.role === b.role && a.instrumentOrPart === b.instrumentOrPart && a.rightsHolderId === b.rightsHolderId;

/** The new line-up over the stored one: performers who stay keep their rows and ids. */
export async function writePerformers(db: Db, recordingId: string, before: readonly PerformerLine[], after: readonly PerformerLine[]): Promise<void> {
  const writes = planLineWrites(before, after, samePerformer);
  if (writes.removed.length > 0) await db.delete(soundRecordingPerformers).where(inArray(soundRecordingPerformers.id, writes.removed));
  for (const { line, position } of writes.updated) {
    const { id, name, role, instrumentOrPart, rightsHolderId } = line;
    await db.update(soundRecordingPerformers).set({ name, role, instrumentOrPart, rightsHolderId, position }).where(eq(soundRecordingPerformers.id, id));
  }
  await insertPerformers(db, writes.inserted.map((inserted) => ({ ...inserted, recordingId })));
}

/** New line-up lines, of one recording or of many (a catalogue import), in one statement. */
export async function insertPerformers(db: Db, lines: readonly { recordingId: string; line: PerformerLine; position: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await insertJsonRows(
    db,
    soundRecordingPerformers,
    lines.map(({ recordingId, line, position }) => ({
      id: line.id,
      recordingId,
      position,
      name: line.name,
      role: line.role,
      instrumentOrPart: line.instrumentOrPart,
      rightsHolderId: line.rightsHolderId,
    })),
  );
}

const sameOwner = (a: OwnerLine, b: OwnerLine) => a.rightsHolderId === b.rightsHolderId && a.shareBp === b.shareBp;

/** The new master ownership over the stored one: an owner who stays keeps the row, a changed share is updated in place. */
export async function writeOwners(db: Db, recordingId: string, before: readonly OwnerLine[], after: readonly OwnerLine[]): Promise<void> {
  const writes = planLineWrites(before, after, sameOwner);
  if (writes.removed.length > 0) await db.delete(soundRecordingOwners).where(inArray(soundRecordingOwners.id, writes.removed));
  for (const { line, position } of writes.updated) {
    await db
      .update(soundRecordingOwners)
      .set({ rightsHolderId: line.rightsHolderId, shareBp: line.shareBp, position })
      .where(eq(soundRecordingOwners.id, line.id));
  }
  await insertOwners(db, writes.inserted.map((inserted) => ({ ...inserted, recordingId })));
}

/** New owners, of one recording or of many (a catalogue import), in one statement. */
export async function insertOwners(db: Db, lines: readonly { recordingId: string; line: OwnerLine; position: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await insertJsonRows(
    db,
    soundRecordingOwners,
    lines.map(({ recordingId, line, position }) => ({ id: line.id, recordingId, position, rightsHolderId: line.rightsHolderId, shareBp: line.shareBp })),
  );
}

// Lists -----------------------------------------------------------------------------------------

export type OwnListFilters = {
  /** The search text as the matching module reads it, against titles and against artists, unless it reads as an ISRC. */
  search?: { title: TypedQuery; artists: TypedQuery } | undefined;
  /** The search text as an ISRC, when it reads as one: then the ISRC alone is searched. */
  isrc?: string | undefined;
  /** The search text read as the start of an ISRC ("GB-100-02"), compact: then the ISRCs it begins are searched. */
  isrcStart?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: 'title' | 'updated_at' | 'created_at' | 'release_date' | 'relevance';
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
  hasChangeInReview: hasChangeInReview('sound_recording', soundRecordings).mapWith(Boolean),
  updatedAt: soundRecordings.updatedAt,
};

const countOf = (db: Db, where: SQL | undefined) => countUpTo(db, soundRecordings, where);

/** The member's recordings, and those of a status. */
function ownRecordingsBase(ownerId: string, filters: Pick<OwnListFilters, 'status'>): SQL | undefined {
  return and(eq(soundRecordings.ownerId, ownerId), filters.status ? memberStatusIs('sound_recording', soundRecordings, ownerId, filters.status) : undefined);
}

/** The search box's words in titles, and in artists: a recording matches by either. */
function ownListSearches(search: NonNullable<OwnListFilters['search']>): ColumnSearch[] {
  return [
    { column: soundRecordings.titleMatch, query: search.title },
    { column: soundRecordings.artistMatch, query: search.artists },
  ];
}

/** The member's own recordings as their list filters them (the list and the catalogue export): the search box matches title, artists or ISRC. */
export function ownRecordingsWhere(ownerId: string, filters: Pick<OwnListFilters, 'search' | 'isrc' | 'isrcStart' | 'status'>): SQL | undefined {
  return and(ownRecordingsBase(ownerId, filters), ownRecordingsSearchCondition(filters));
}

function ownRecordingsSearchCondition(filters: Pick<OwnListFilters, 'search' | 'isrc' | 'isrcStart'>): SQL | undefined {
  const byIsrc = identifierMatches(soundRecordings.isrc, { whole: filters.isrc, start: filters.isrcStart });
  return byIsrc ?? (filters.search ? or(...ownListSearches(filters.search).map(wordsMatch)) : undefined);
}

/**
 * The member's own recordings; the search box matches title, artists or ISRC. Sorted by relevance
 * with a search text, the closest title or artists first (at most RANKED_MATCHES of a broad
 * search); with the start of an ISRC, by ISRC; without a search, the latest change first.
 */
export async function listOwnRecordings(db: Db, ownerId: string, filters: OwnListFilters, page: Pick<Page, 'limit' | 'offset'>) {
  const ranked =
    filters.sort === 'relevance' && filters.search
      ? wordSearch(soundRecordings, soundRecordings.id, ownRecordingsBase(ownerId, filters), ownListSearches(filters.search), 'any')
      : undefined;
  const direction = filters.order === 'asc' ? asc : desc;
  const order =
    filters.sort === 'relevance'
      ? bestMatchFirst({ id: soundRecordings.id, updatedAt: soundRecordings.updatedAt, identifier: soundRecordings.isrc }, { ranked, byIdentifier: Boolean(filters.isrcStart) })
      : filters.sort === 'release_date'
        ? [sql`${sortColumns.release_date} ${sql.raw(filters.order)} nulls last`, direction(soundRecordings.id)]
        : [direction(sortColumns[filters.sort]), direction(soundRecordings.id)];
  const where = ranked ? ranked.where(db) : ownRecordingsWhere(ownerId, filters);
  const items = await db
    .select({ ...listColumns, total: (ranked ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number) })
    .from(soundRecordings)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const countAlone = () => countOf(db, where);
  return { items, total: ranked ? await ranked.total(items, page.offset, countAlone) : await pageTotal(items.length, page, countAlone) };
}

export type RegistryFilters = {
  q?: string | undefined;
  /** A whole ISRC, or the start of one. */
  isrc?: IdentifierSearch | undefined;
  artist?: string | undefined;
  label?: string | undefined;
};

/**
 * The society's registry: registered recordings only, in their registered version (also while a
 * change of theirs is in review). Title and artist go through the matching module: each typed word
 * corrected against the dictionary of titles or of artists, then the recordings holding the
 * corrected words, closest first (docs/decisions/0024); the label as a substring, from its partial
 * trigram index (labels share words, "Records", so closeness says little of them). An ISRC is found
 * whole, or by its start in ISRC order; else the newest registration comes first.
 */
export async function searchRegistry(db: Db, filters: RegistryFilters, page: Pick<Page, 'limit' | 'offset'>) {
  const base = and(
    eq(soundRecordings.status, 'registered'),
    identifierMatches(soundRecordings.isrc, filters.isrc ?? {}),
    filters.label ? containsText(soundRecordings.recordLabel, filters.label) : undefined,
  );
  const searches: ColumnSearch[] = [];
  if (filters.q) searches.push({ column: soundRecordings.titleMatch, query: await correctTypedWords(db, 'recording title', filters.q) });
  if (filters.artist) searches.push({ column: soundRecordings.artistMatch, query: await correctTypedWords(db, 'recording artist', filters.artist) });
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
  const lastOrder = registryOrder({ id: soundRecordings.id, identifier: soundRecordings.isrc, registeredAt: soundRecordings.registeredAt }, filters.isrc);
  if (searches.length === 0) {
    const items = await db.select(columns).from(soundRecordings).where(base).orderBy(...lastOrder).limit(page.limit).offset(page.offset);
    return { items, total: await pageTotal(items.length, page, () => countOf(db, base)) };
  }

  // Ranking reads every match anyway, so the same pass counts them (count(*) over ()).
  const search = wordSearch(soundRecordings, soundRecordings.id, base, searches);
  const where = search.where(db);
  const found = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(soundRecordings)
    .where(where)
    .orderBy(...search.order, ...lastOrder)
    .limit(page.limit)
    .offset(page.offset);
  return { items: found, total: await search.total(found, page.offset, () => countOf(db, where)) };
}

// The review desk ------------------------------------------------------------------------------

/** Where the staff review queue reads recordings. */
export const recordingReviewColumns = {
  table: soundRecordings,
  title: soundRecordings.title,
  identifier: soundRecordings.isrc,
  ownerId: soundRecordings.ownerId,
  submittedAt: soundRecordings.submittedAt,
};

export type DuplicateRecordingRow = {
  id: string;
  title: string;
  isrc: string | null;
  mainArtists: string[];
  featuredArtists: string[];
  registeredAt: Date | null;
  updatedAt: Date;
  sameIsrc: boolean;
  similarity: number;
};

/**
 * Registered recordings (other than `itemId`) that may be the recording in review: the same ISRC,
 * or the title's words (each corrected, as the registry's search) with a main or featured artist in
 * common (names compared without case or accents). Likeliest first: the same ISRC, then the closest
 * title (`similarity` of the normalised titles).
 */
export async function findPossibleDuplicateRecordings(
  db: Db,
  recording: { itemId: string; title: string; isrc: string | null; artists: readonly string[] },
  limit: number,
): Promise<DuplicateRecordingRow[]> {
  const artists = [...new Set(recording.artists.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const sameIsrc = recording.isrc ? eq(soundRecordings.isrc, recording.isrc) : undefined;
  const sharesAnArtist = sql`exists (select 1 from unnest(${soundRecordings.mainArtists} || ${soundRecordings.featuredArtists}) as artist(name)
    where lower(${unaccented(sql`artist.name`)}) in (${sql.join(
      artists.map((name) => unaccented(name)),
      sql`, `,
    )}))`;
  const title = recording.title ? { column: soundRecordings.titleMatch, query: await correctTypedWords(db, 'recording title', recording.title, { typoTolerantLength: 0 }) } : undefined;
  const similarWithArtist = title && artists.length > 0 ? and(wordsMatch(title), sharesAnArtist) : undefined;
  if (!sameIsrc && !similarWithArtist) return [];
  const isSameIsrc = sameIsrc ? sql<boolean>`coalesce(${sameIsrc}, false)` : sql<boolean>`false`;
  const similarity = sql<number>`similarity(${soundRecordings.titleMatch}, ${title?.query.normalised ?? ''})`;
  return db
    .select({
      id: soundRecordings.id,
      title: soundRecordings.title,
      isrc: soundRecordings.isrc,
      mainArtists: soundRecordings.mainArtists,
      featuredArtists: soundRecordings.featuredArtists,
      registeredAt: soundRecordings.registeredAt,
      updatedAt: soundRecordings.updatedAt,
      sameIsrc: isSameIsrc.mapWith(Boolean),
      similarity: similarity.mapWith(Number),
    })
    .from(soundRecordings)
    .where(and(eq(soundRecordings.status, 'registered'), ne(soundRecordings.id, recording.itemId), or(sameIsrc, similarWithArtist)))
    // A constant cannot be ordered by: without an identifier, every row has false.
    // Of titles equal once normalised ("Quiet Harbour", "Quiet Harbour (Live at the Quay)"), the one as written first.
    .orderBy(...(sameIsrc ? [desc(isSameIsrc)] : []), desc(similarity), desc(sql`similarity(lower(${soundRecordings.title}), lower(${recording.title}))`), desc(soundRecordings.registeredAt), asc(soundRecordings.id))
    .limit(limit);
}

// Catalogue imports -----------------------------------------------------------------------------

/** How many recordings a catalogue import reads per ISRC or title of a batch: common titles ("Intro") have many. */
const RECORDINGS_PER_IMPORT_KEY = 10;

export type ImportCandidateRow = Pick<
  SoundRecordingRow,
  'id' | 'ownerId' | 'isrc' | 'title' | 'version' | 'mainArtists' | 'status' | 'registeredAt' | 'updatedAt'
>;

/**
 * The recordings a catalogue import's batch may meet, in one query: by ISRC (compact) the member's own and any
 * registered one; by title (lower case) the member's own. Never another member's draft.
 */
export async function findImportCandidates(
  db: Db,
  memberId: string,
  keys: { isrcs: readonly string[]; titles: readonly string[] },
): Promise<ImportCandidateRow[]> {
  const isrcs = [...new Set(keys.isrcs)];
  const titles = [...new Set(keys.titles.map((title) => title.toLowerCase()))];
  if (isrcs.length === 0 && titles.length === 0) return [];
  const byIsrc = isrcs.length > 0 ? and(inArray(soundRecordings.isrc, isrcs), or(eq(soundRecordings.ownerId, memberId), isNotNull(soundRecordings.registeredAt))) : undefined;
  const ownByTitle = titles.length > 0 ? and(eq(soundRecordings.ownerId, memberId), inArray(sql`lower(${soundRecordings.title})`, titles)) : undefined;
  return db
    .select({
      id: soundRecordings.id,
      ownerId: soundRecordings.ownerId,
      isrc: soundRecordings.isrc,
      title: soundRecordings.title,
      version: soundRecordings.version,
      mainArtists: soundRecordings.mainArtists,
      status: soundRecordings.status,
      registeredAt: soundRecordings.registeredAt,
      updatedAt: soundRecordings.updatedAt,
    })
    .from(soundRecordings)
    .where(or(byIsrc, ownByTitle))
    .orderBy(desc(soundRecordings.updatedAt), asc(soundRecordings.id))
    .limit((isrcs.length + titles.length) * RECORDINGS_PER_IMPORT_KEY);
}

/** The titles and main artists of these registered recordings: a catalogue import names the one a new row likely duplicates. */
export async function findRegisteredRecordingTitles(db: Db, recordingIds: readonly string[]): Promise<{ id: string; title: string; mainArtists: string[] }[]> {
  if (recordingIds.length === 0) return [];
  return db
    .select({ id: soundRecordings.id, title: soundRecordings.title, mainArtists: soundRecordings.mainArtists })
    .from(soundRecordings)
    .where(and(inArray(soundRecordings.id, [...new Set(recordingIds)]), eq(soundRecordings.status, 'registered')));
}

/** After a bulk write (a catalogue import), the planner's statistics of recordings, their owners and line-ups. */
export async function analyzeRecordingTables(db: Db): Promise<void> {
  await analyzeTables(db, [soundRecordings, soundRecordingOwners, soundRecordingPerformers]);
  await analyzeDictionary(db);
}

/** The member's recordings with one of these ISRCs (a catalogue import links them to the works that name them). */
export async function findOwnRecordingsByIsrcs(
  db: Db,
  ownerId: string,
  isrcs: readonly string[],
): Promise<{ id: string; isrc: string | null; title: string; status: RegistrationStatus; musicalWorkId: string | null }[]> {
  if (isrcs.length === 0) return [];
  return db
    .select({ id: soundRecordings.id, isrc: soundRecordings.isrc, title: soundRecordings.title, status: soundRecordings.status, musicalWorkId: soundRecordings.musicalWorkId })
    .from(soundRecordings)
    .where(and(eq(soundRecordings.ownerId, ownerId), inArray(soundRecordings.isrc, [...new Set(isrcs)])));
}
