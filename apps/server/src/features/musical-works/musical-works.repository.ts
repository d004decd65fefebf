import {
  modifyingWriterRoles,
  WORK_SHARES_MAX,
  writerRoles,
  type RegistrationStatus,
  type SoundRecordingReference,
  type AlternativeTitle,
  type SocietyAcknowledgement,
  type SortOrder,
  type WorkRole,
} from '@repertoire/contract';
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { analyzeTables } from '../../db/analyze-tables';
import type { Db } from '../../db/database';
import { insertJsonRows } from '../../db/insert-json-rows';
import {
  cwrExports,
  cwrExportTransactions,
  musicalWorks,
  musicalWorkShares,
  rightsHolders,
  soundRecordings,
  workClaims,
  workInDispute,
  type MusicalWorkRow,
  type NewMusicalWorkRow,
  type RightsHolderRow,
} from '../../db/schema';
import { countUpTo, pageTotal, totalOfRankedPage } from '../../lib/paging';
import { exactTotal, type Total } from '../../lib/pagination';
import {
  analyzeDictionary,
  bestMatchFirst,
  correctTypedWords,
  identifierMatches,
  registryOrder,
  wordSearch,
  wordsMatch,
  type IdentifierSearch,
  type TypedQuery,
} from '../../matching';
import { hasChangeInReview, memberStatusIs, planLineWrites, registrableRows } from '../../registration';

/** Queries of musical works and their shares; rules and authorization live in the service and the registration core. */

/** The descriptive columns a member edits; life-cycle columns are written by the registration core. */
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
  | 'workCode'
>;

/** One share line, in basis points, with the id it keeps while it stays on the work; `controlled` false names a party the registrant does not control. */
export type ShareLineValues = { id: string; rightsHolderId: string; role: WorkRole; performanceBp: number; mechanicalBp: number; controlled: boolean };

/** A share line with its rights holder. */
export type ShareLineRow = ShareLineValues & { rightsHolder: RightsHolderRow };

/** What title searches read: the title and every alternative title (exported for the search bench's seed). */
export function searchTitles(title: string, alternativeTitles: readonly AlternativeTitle[] | undefined): string {
  return [title, ...(alternativeTitles ?? []).map((alternative) => alternative.title)].join(' · ');
}

// One work --------------------------------------------------------------------------------------

/** A work's row by id: read, lock, insert, update, life cycle, delete (the core's, for every registrable table). */
export const workRows = registrableRows(musicalWorks, 'musical work', (columns: WorkColumns) => ({
  searchTitles: searchTitles(columns.title, columns.alternativeTitles),
}));

/** The work (other than `exceptId`) that owns this ISWC because the society registered it. */
export async function findWorkHoldingIswc(
  db: Db,
  iswc: string,
  exceptId?: string,
): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: musicalWorks.id, title: musicalWorks.title })
    .from(musicalWorks)
    .where(and(eq(musicalWorks.iswc, iswc), isNotNull(musicalWorks.registeredAt), exceptId ? ne(musicalWorks.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/** Of these works (a page of them), the ones a dispute is open or under review on. */
export async function findWorksInDispute(db: Db, workIds: readonly string[]): Promise<Set<string>> {
  if (workIds.length === 0) return new Set();
  const rows = await db
    .select({ id: musicalWorks.id })
    .from(musicalWorks)
    .where(and(inArray(musicalWorks.id, [...workIds]), workInDispute(musicalWorks.id)));
  return new Set(rows.map((row) => row.id));
}

// Shares ----------------------------------------------------------------------------------------

const shareLineColumns = {
  id: musicalWorkShares.id,
  workId: musicalWorkShares.workId,
  rightsHolderId: musicalWorkShares.rightsHolderId,
  role: musicalWorkShares.role,
  performanceBp: musicalWorkShares.performanceBp,
  mechanicalBp: musicalWorkShares.mechanicalBp,
  controlled: musicalWorkShares.controlled,
  rightsHolder: rightsHolders,
};

/** The share tables of some works (a page of them), each in the order the member entered it; a work has at most WORK_SHARES_MAX lines. */
export async function findShareLines(db: Db, workIds: readonly string[]): Promise<(ShareLineRow & { workId: string })[]> {
  if (workIds.length === 0) return [];
  return db
    .select(shareLineColumns)
    .from(musicalWorkShares)
    .innerJoin(rightsHolders, eq(rightsHolders.id, musicalWorkShares.rightsHolderId))
    .where(inArray(musicalWorkShares.workId, [...workIds]))
    .orderBy(asc(musicalWorkShares.workId), asc(musicalWorkShares.position), asc(musicalWorkShares.createdAt))
    .limit(workIds.length * WORK_SHARES_MAX);
}

const sameLine = (a: ShareLineValues, b: ShareLineValues) =>
  a.rightsHolderId === b.rightsHolderId &&
  a.role === b.role &&
  a.performanceBp === b.performanceBp &&
  a.mechanicalBp === b.mechanicalBp &&
  a.controlled === b.controlled;

/**
 * Writes a work's new share table over the stored one: lines that stay keep their rows and ids,
 * a changed line is updated in place, removed lines go first (so the same line can come back).
 */
export async function writeShareLines(
  db: Db,
  workId: string,
  before: readonly ShareLineValues[],
  after: readonly ShareLineValues[],
): Promise<void> {
  const writes = planLineWrites(before, after, sameLine);
  if (writes.removed.length > 0) await db.delete(musicalWorkShares).where(inArray(musicalWorkShares.id, writes.removed));
  for (const { line, position } of writes.updated) {
    const { id, rightsHolderId, role, performanceBp, mechanicalBp, controlled } = line;
    await db
      .update(musicalWorkShares)
      .set({ rightsHolderId, role, performanceBp, mechanicalBp, controlled, position, updatedAt: new Date() })
      .where(eq(musicalWorkShares.id, id));
  }
  await insertShareLines(db, writes.inserted.map((inserted) => ({ ...inserted, workId })));
}

/** New share lines, of one work or of many (a catalogue import), in one statement. */
export async function insertShareLines(db: Db, lines: readonly { workId: string; line: ShareLineValues; position: number }[]): Promise<void> {
  if (lines.length === 0) return;
  await insertJsonRows(
    db,
    musicalWorkShares,
    lines.map(({ workId, line, position }) => ({
      id: line.id,
      workId,
      rightsHolderId: line.rightsHolderId,
      role: line.role,
      performanceBp: line.performanceBp,
      mechanicalBp: line.mechanicalBp,
      controlled: line.controlled,
      position,
    })),
  );
}

/**
 * Per work (of a page of them), the shares of the claims still waiting for their registrant: the
 * registry shows them beside the unclaimed part, since a new claim must fit beside them too.
 */
export async function findClaimsWaitingTotals(db: Db, workIds: readonly string[]): Promise<Map<string, { performanceBp: number; mechanicalBp: number }>> {
  if (workIds.length === 0) return new Map();
  const rows = await db
    .select({
      workId: workClaims.workId,
      performanceBp: sql<number>`sum(${workClaims.performanceBp})`.mapWith(Number),
      mechanicalBp: sql<number>`sum(${workClaims.mechanicalBp})`.mapWith(Number),
    })
    .from(workClaims)
    .where(and(inArray(workClaims.workId, [...workIds]), eq(workClaims.status, 'pending')))
    .groupBy(workClaims.workId);
  return new Map(rows.map(({ workId, ...totals }) => [workId, totals]));
}

// The member's list -----------------------------------------------------------------------------

export type OwnWorksFilter = {
  /** The search text as the matching module reads it (correctTypedWords), unless it reads as an ISWC. */
  title?: TypedQuery | undefined;
  /** The search text read as an ISWC, when it is one: then the ISWC alone is searched. */
  iswc?: string | undefined;
  /** The search text read as the start of an ISWC ("T-643.621"), compact: then the ISWCs it begins are searched. */
  iswcStart?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: 'title' | 'updated_at' | 'created_at' | 'relevance';
  order: SortOrder;
};

const sortColumns = {
  title: sql`lower(${musicalWorks.title})`,
  updated_at: musicalWorks.updatedAt,
  created_at: musicalWorks.createdAt,
} as const;

/** The member's works, and those of a status. */
function ownWorksBase(ownerId: string, filter: Pick<OwnWorksFilter, 'status'>): SQL | undefined {
  return and(eq(musicalWorks.ownerId, ownerId), filter.status ? memberStatusIs('musical_work', musicalWorks, ownerId, filter.status) : undefined);
}

/** The member's works as their list filters them: the list and the catalogue export read the same rows. */
export function ownWorksWhere(ownerId: string, filter: Pick<OwnWorksFilter, 'title' | 'iswc' | 'iswcStart' | 'status'>): SQL | undefined {
  return and(ownWorksBase(ownerId, filter), ownWorksSearchCondition(filter));
}

function ownWorksSearchCondition(filter: Pick<OwnWorksFilter, 'title' | 'iswc' | 'iswcStart'>): SQL | undefined {
  const byIswc = identifierMatches(musicalWorks.iswc, { whole: filter.iswc, start: filter.iswcStart });
  return byIswc ?? (filter.title ? wordsMatch({ column: musicalWorks.titleMatch, query: filter.title }) : undefined);
}

/**
 * The page of the member's works, as a query (the benchmark EXPLAINs it). Sorted by relevance with
 * a title searched, the closest titles come first, as in the registry (at most RANKED_MATCHES of a
 * broad search); with the start of an ISWC, by ISWC; without a search, the latest change first.
 */
export function ownWorksQuery(db: Db, ownerId: string, filter: OwnWorksFilter, page: { limit: number; offset: number }) {
  const ranked =
    filter.sort === 'relevance' && filter.title
      ? wordSearch(musicalWorks, musicalWorks.id, ownWorksBase(ownerId, filter), [{ column: musicalWorks.titleMatch, query: filter.title }])
      : undefined;
  const direction = filter.order === 'asc' ? asc : desc;
  const order =
    filter.sort === 'relevance'
      ? bestMatchFirst({ id: musicalWorks.id, updatedAt: musicalWorks.updatedAt, identifier: musicalWorks.iswc }, { ranked, byIdentifier: Boolean(filter.iswcStart) })
      : [direction(sortColumns[filter.sort]), direction(musicalWorks.id)];
  const where = ranked ? ranked.where(db) : ownWorksWhere(ownerId, filter);
  const query = db
    .select({
      work: musicalWorks,
      hasChangeInReview: hasChangeInReview('musical_work', musicalWorks).mapWith(Boolean),
      total: (ranked ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number),
    })
    .from(musicalWorks)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { query, ranked, where };
}

export async function findOwnWorks(
  db: Db,
  ownerId: string,
  filter: OwnWorksFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: { work: MusicalWorkRow; hasChangeInReview: boolean }[]; total: Total }> {
  const { query, ranked, where } = ownWorksQuery(db, ownerId, filter, page);
  const rows = await query;
  const countAlone = () => countUpTo(db, musicalWorks, where);
  const total = ranked ? await ranked.total(rows, page.offset, countAlone) : await pageTotal(rows.length, page, countAlone);
  return { rows, total };
}

// The society's registry ------------------------------------------------------------------------

export type RegistryFilter = {
  q?: string | undefined;
  /** A whole ISWC, or the start of one. */
  iswc?: IdentifierSearch | undefined;
  writer?: string | undefined;
  ipi?: string | null | undefined;
};

/** Writers, and those who modify a work (arranger, adapter, translator). */
export const writerLikeRoles: readonly WorkRole[] = [...writerRoles, ...modifyingWriterRoles];

/**
 * How many rights holders a writer or IPI filter stands for at most: the writers whose names
 * resemble the text most. Resolving them first gives the planner a list of holders it can count
 * on, where a typo-tolerant name condition inside the works query had it walk the whole registry.
 */
export const REGISTRY_HOLDERS_LIMIT = 100;

/** A rights holder a registry filter stands for, and how well it matches: 1 for the closest names, 2 for the next closest, … */
export type RankedHolder = { id: string; rank: number };

/**
 * The rights holders a registry filter names: by the words of their name, each typed word
 * corrected (the matching module), closest first, each with its rank (namesakes share one); or by
 * IPI, all alike.
 */
export async function findRankedHolders(db: Db, holder: { name: string } | { ipi: string }): Promise<RankedHolder[]> {
  if ('ipi' in holder) {
    return db
      .select({ id: rightsHolders.id, rank: sql`1`.mapWith(Number) })
      .from(rightsHolders)
      .where(eq(rightsHolders.ipiNameNumber, holder.ipi))
      .orderBy(asc(rightsHolders.id))
      .limit(REGISTRY_HOLDERS_LIMIT);
  }
  // The name's words, each corrected against the names' dictionary (the matching module), closest names first.
  const name = await correctTypedWords(db, 'holder name', holder.name);
  const search = wordSearch(rightsHolders, rightsHolders.id, undefined, [{ column: rightsHolders.nameMatch, query: name }]);
  return db
    .select({ id: rightsHolders.id, rank: sql`dense_rank() over (order by ${sql.join(search.order, sql`, `)})`.mapWith(Number) })
    .from(rightsHolders)
    .where(search.where(db))
    .orderBy(...search.order, asc(rightsHolders.id))
    .limit(REGISTRY_HOLDERS_LIMIT);
}

/** The registry's filters with writers and IPIs resolved to rights holders. */
export type RegistryConditions = {
  q?: string | undefined;
  iswc?: IdentifierSearch | undefined;
  /** Works with a writer's line held by one of these; the closest writer's works come first. */
  writers?: readonly RankedHolder[] | undefined;
  /** Works with any line held by one of these. */
  holderIds?: readonly string[] | undefined;
};

/**
 * Works in which one of `holderIds` has a line (in one of `roles`, when given). The works are
 * read as an array first, so the planner looks each of them up instead of walking the registry in
 * date order and probing every work for a matching line until a page is full.
 */
function worksWithHolder(holderIds: readonly string[], roles?: readonly WorkRole[]): SQL {
  return sql`${musicalWorks.id} = any(array(select ${musicalWorkShares.workId} from ${musicalWorkShares}
    where ${inArray(musicalWorkShares.rightsHolderId, [...holderIds])}${roles ? sql` and ${inArray(musicalWorkShares.role, [...roles])}` : sql``}))`;
}

/** What orders a registry page after any ranking: by ISWC (the start of one searched), else by registration. */
const registryColumns = { id: musicalWorks.id, identifier: musicalWorks.iswc, registeredAt: musicalWorks.registeredAt };

/**
 * Registered works only: drafts, submissions and members' private data never reach the registry.
 * A registered work's rows hold its registered version, also while a change of it is in review.
 * A title searched (`q`) goes through the matching module, in matchedRegistryQuery.
 */
function registryWhere(filter: RegistryConditions): SQL | undefined {
  return and(
    eq(musicalWorks.status, 'registered'),
    identifierMatches(musicalWorks.iswc, filter.iswc ?? {}),
    filter.writers ? worksWithHolder(filter.writers.map((writer) => writer.id), writerLikeRoles) : undefined,
    filter.holderIds ? worksWithHolder(filter.holderIds) : undefined,
  );
}

/**
 * SQL: the rank of the closest of `writers` who has a writer's line on the work (1 the closest),
 * read from the work's few lines: a writer's search lists the works of the name typed before those
 * of names merely like it.
 */
function closestWriterRank(writers: readonly RankedHolder[]): SQL<number> {
  const ids = sql`array[${sql.join(writers.map((writer) => sql`${writer.id}::uuid`), sql`, `)}]`;
  const ranks = sql`array[${sql.join(writers.map((writer) => sql`${writer.rank}::int`), sql`, `)}]`;
  return sql<number>`(select min((${ranks})[array_position(${ids}, ${musicalWorkShares.rightsHolderId})]) from ${musicalWorkShares}
    where ${musicalWorkShares.workId} = "musical_works"."id" and ${inArray(musicalWorkShares.role, [...writerLikeRoles])})`;
}

/**
 * The query of a registry page when a title, writer or IPI is searched. A title goes through the matching
 * module: each typed word corrected against the titles' dictionary, then the works holding the
 * corrected words, closest title first (docs/decisions/0024). Ranking reads every match, so the same
 * pass counts them (`total`). The closest writer's works first, then the closest title, then newest
 * registration (or by ISWC, when the start of one narrows the search).
 */
export async function matchedRegistryQuery(db: Db, filter: RegistryConditions, page: { limit: number; offset: number }) {
  const search = filter.q
    ? wordSearch(musicalWorks, musicalWorks.id, registryWhere(filter), [
        { column: musicalWorks.titleMatch, query: await correctTypedWords(db, 'work title', filter.q) },
      ])
    : undefined;
  const where = search ? search.where(db) : registryWhere(filter);
  const order = [
    ...(filter.writers ? [asc(closestWriterRank(filter.writers))] : []),
    ...(search?.order ?? []),
    ...registryOrder(registryColumns, filter.iswc),
  ];
  const query = db
    .select({ work: musicalWorks, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(musicalWorks)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { query, search, where };
}

async function matchedRegistryPage(db: Db, filter: RegistryConditions, page: { limit: number; offset: number }) {
  const { query, search, where } = await matchedRegistryQuery(db, filter, page);
  const matched = await query;
  const countAlone = () => countUpTo(db, musicalWorks, where);
  const total = search ? await search.total(matched, page.offset, countAlone) : await totalOfRankedPage(matched, page, countAlone);
  return { rows: matched.map((row) => row.work), total };
}

/**
 * A page of the whole registry, newest registration first, from the registry's index; of an ISWC,
 * from its index; of the start of one, in ISWC order from that index.
 */
function unrankedRegistryQuery(db: Db, filter: RegistryConditions, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(musicalWorks)
    .where(registryWhere(filter))
    .orderBy(...registryOrder(registryColumns, filter.iswc))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findRegisteredWorks(
  db: Db,
  filter: RegistryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MusicalWorkRow[]; total: Total }> {
  const conditions: RegistryConditions = { q: filter.q, iswc: filter.iswc };
  if (filter.writer) conditions.writers = await findRankedHolders(db, { name: filter.writer });
  if (filter.ipi) conditions.holderIds = (await findRankedHolders(db, { ipi: filter.ipi })).map((holder) => holder.id);
  if (conditions.writers?.length === 0 || conditions.holderIds?.length === 0) return { rows: [], total: exactTotal(0) };
  if (conditions.q || conditions.writers || conditions.holderIds) return matchedRegistryPage(db, conditions, page);
  const rows = await unrankedRegistryQuery(db, conditions, page);
  return { rows, total: await pageTotal(rows.length, page, () => countUpTo(db, musicalWorks, registryWhere(conditions))) };
}

// The review desk ------------------------------------------------------------------------------

/** Where the staff review queue reads works. */
export const workReviewColumns = {
  table: musicalWorks,
  title: musicalWorks.title,
  identifier: musicalWorks.iswc,
  ownerId: musicalWorks.ownerId,
  submittedAt: musicalWorks.submittedAt,
};

export type DuplicateWorkRow = { id: string; title: string; iswc: string | null; registeredAt: Date | null; updatedAt: Date; sameIswc: boolean; similarity: number };

/**
 * Registered works (other than `itemId`) that may be the work in review: the same ISWC, or the
 * title's words (each corrected, as the registry's search) with a writer in common. Likeliest
 * first: the same ISWC, then the closest title (`similarity` of the normalised titles).
 */
export async function findPossibleDuplicateWorks(
  db: Db,
  work: { itemId: string; title: string; iswc: string | null; writerIds: readonly string[] },
  limit: number,
): Promise<DuplicateWorkRow[]> {
  const sameIswc = work.iswc ? eq(musicalWorks.iswc, work.iswc) : undefined;
  const title = work.title ? { column: musicalWorks.titleMatch, query: await correctTypedWords(db, 'work title', work.title, { typoTolerantLength: 0 }) } : undefined;
  const similarWithWriter = title && work.writerIds.length > 0 ? and(wordsMatch(title), worksWithHolder(work.writerIds, writerLikeRoles)) : undefined;
  if (!sameIswc && !similarWithWriter) return [];
  const isSameIswc = sameIswc ? sql<boolean>`coalesce(${sameIswc}, false)` : sql<boolean>`false`;
  const similarity = sql<number>`similarity(${musicalWorks.titleMatch}, ${title?.query.normalised ?? ''})`;
  return db
    .select({
      id: musicalWorks.id,
      title: musicalWorks.title,
      iswc: musicalWorks.iswc,
      registeredAt: musicalWorks.registeredAt,
      updatedAt: musicalWorks.updatedAt,
      sameIswc: isSameIswc.mapWith(Boolean),
      similarity: similarity.mapWith(Number),
    })
    .from(musicalWorks)
    .where(and(eq(musicalWorks.status, 'registered'), ne(musicalWorks.id, work.itemId), or(sameIswc, similarWithWriter)))
    // A constant cannot be ordered by: without an identifier, every row has false.
    // Of titles equal once normalised ("Quiet Harbour", "Quiet Harbour (Live at the Quay)"), the one as written first.
    .orderBy(...(sameIswc ? [desc(isSameIswc)] : []), desc(similarity), desc(sql`similarity(lower(${musicalWorks.title}), lower(${work.title}))`), desc(musicalWorks.registeredAt), asc(musicalWorks.id))
    .limit(limit);
}

// Links from recordings ------------------------------------------------------------------------

export type WorkReference = { id: string; title: string; iswc: string | null; ownerId: string };

const referenceColumns = { id: musicalWorks.id, title: musicalWorks.title, iswc: musicalWorks.iswc, ownerId: musicalWorks.ownerId };

/** A work a member may link a recording to: one of their own, or one in the society's registry. */
export async function findLinkableWork(db: Db, workId: string, memberId: string): Promise<WorkReference | undefined> {
  const [work] = await db
    .select(referenceColumns)
    .from(musicalWorks)
    .where(and(eq(musicalWorks.id, workId), or(eq(musicalWorks.ownerId, memberId), eq(musicalWorks.status, 'registered'))));
  return work;
}

export async function findWorkReference(db: Db, workId: string): Promise<WorkReference | undefined> {
  const [work] = await db.select(referenceColumns).from(musicalWorks).where(eq(musicalWorks.id, workId));
  return work;
}

/** How many recordings of a work its details list. */
export const RECORDINGS_OF_WORK_LIMIT = 200;

/**
 * Sound recordings of the work that the viewer may see: their own, and registered ones. The one
 * read of another feature's table (a work's details list what records it): a recording points at
 * its work, so asking the recordings feature would make the two features depend on each other.
 */
export async function findRecordingsOfWork(db: Db, workId: string, viewerId: string): Promise<SoundRecordingReference[]> {
  return db
    .select({ id: soundRecordings.id, title: soundRecordings.title, isrc: soundRecordings.isrc })
    .from(soundRecordings)
    .where(and(eq(soundRecordings.musicalWorkId, workId), or(eq(soundRecordings.ownerId, viewerId), eq(soundRecordings.status, 'registered'))))
    .orderBy(asc(soundRecordings.title), asc(soundRecordings.id))
    .limit(RECORDINGS_OF_WORK_LIMIT);
}

/** How many works a catalogue import reads per reference it names: a member may hold drafts of one ISWC. */
const WORKS_PER_IMPORT_REFERENCE = 5;

/**
 * The works a catalogue import's recordings name, in one query for a batch: by ISWC (compact) the member's own and
 * registered ones, by the member's own work code (compared in lower case).
 */
export async function findWorksByIswcOrCode(
  db: Db,
  memberId: string,
  references: { iswcs: readonly string[]; codes: readonly string[] },
): Promise<(WorkReference & { workCode: string | null; status: RegistrationStatus })[]> {
  const codes = [...new Set(references.codes.map((code) => code.toLowerCase()))];
  const iswcs = [...new Set(references.iswcs)];
  if (iswcs.length === 0 && codes.length === 0) return [];
  const byIswc = iswcs.length > 0 ? and(inArray(musicalWorks.iswc, iswcs), or(eq(musicalWorks.ownerId, memberId), eq(musicalWorks.status, 'registered'))) : undefined;
  const byCode = codes.length > 0 ? and(eq(musicalWorks.ownerId, memberId), inArray(sql`lower(${musicalWorks.workCode})`, codes)) : undefined;
  return db
    .select({ ...referenceColumns, workCode: musicalWorks.workCode, status: musicalWorks.status })
    .from(musicalWorks)
    .where(or(byIswc, byCode))
    .orderBy(asc(musicalWorks.createdAt), asc(musicalWorks.id))
    .limit((iswcs.length + codes.length) * WORKS_PER_IMPORT_REFERENCE);
}

// Catalogue imports ----------------------------------------------------------------------------

/** The member's work with this code (lower case aside), other than `exceptId`. */
export async function findOwnWorkByCode(db: Db, ownerId: string, workCode: string, exceptId?: string): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: musicalWorks.id, title: musicalWorks.title })
    .from(musicalWorks)
    .where(and(eq(musicalWorks.ownerId, ownerId), sql`lower(${musicalWorks.workCode}) = ${workCode.toLowerCase()}`, exceptId ? ne(musicalWorks.id, exceptId) : undefined))
    .limit(1);
  return row;
}

export type ImportMatchWork = { id: string; title: string; status: RegistrationStatus; workCode: string | null; iswc: string | null; ownerId: string };

const importMatchColumns = {
  id: musicalWorks.id,
  title: musicalWorks.title,
  status: musicalWorks.status,
  workCode: musicalWorks.workCode,
  iswc: musicalWorks.iswc,
  ownerId: musicalWorks.ownerId,
};

/**
 * What a batch of imported rows may be, in two queries: the member's works with one of these codes (lower case) or
 * ISWCs, and the registered works of other members holding one of these ISWCs.
 */
export async function findImportMatches(
  db: Db,
  ownerId: string,
  keys: { workCodes: readonly string[]; iswcs: readonly string[] },
): Promise<{ own: ImportMatchWork[]; registeredElsewhere: ImportMatchWork[] }> {
  const codes = [...new Set(keys.workCodes.map((code) => code.toLowerCase()))];
  const iswcs = [...new Set(keys.iswcs)];
  const byCode = codes.length > 0 ? sql`lower(${musicalWorks.workCode}) in (${sql.join(codes.map((code) => sql`${code}`), sql`, `)})` : undefined;
  const byIswc = iswcs.length > 0 ? inArray(musicalWorks.iswc, iswcs) : undefined;
  if (!byCode && !byIswc) return { own: [], registeredElsewhere: [] };
  const own = await db.select(importMatchColumns).from(musicalWorks).where(and(eq(musicalWorks.ownerId, ownerId), or(byCode, byIswc)));
  const registeredElsewhere = byIswc
    ? await db.select(importMatchColumns).from(musicalWorks).where(and(byIswc, isNotNull(musicalWorks.registeredAt), ne(musicalWorks.ownerId, ownerId)))
    : [];
  return { own, registeredElsewhere };
}

/** After a bulk write (a catalogue import, a CWR file), the planner's statistics of works and their shares. */
export async function analyzeWorkTables(db: Db): Promise<void> {
  await analyzeTables(db, [musicalWorks, musicalWorkShares]);
  await analyzeDictionary(db);
}

/** The titles of these registered works: a catalogue import names the work a new row likely duplicates. */
export async function findRegisteredWorkTitles(db: Db, workIds: readonly string[]): Promise<{ id: string; title: string }[]> {
  if (workIds.length === 0) return [];
  return db
    .select({ id: musicalWorks.id, title: musicalWorks.title })
    .from(musicalWorks)
    .where(and(inArray(musicalWorks.id, [...new Set(workIds)]), eq(musicalWorks.status, 'registered')));
}

// CWR exports to societies ---------------------------------------------------------------------

/** Which registered works a CWR export sends (docs/cwr.md, "The society sends CWR"). */
export type RegisteredWorkFilter =
  | { kind: 'registered_between'; from: Date; before: Date }
  | { kind: 'member'; ownerId: string }
  | { kind: 'works'; ids: readonly string[] };

/** Registered works the filter keeps, in id order after `afterId`: a page of a CWR export, one indexed query however far in. */
export async function findRegisteredWorksAfter(db: Db, filter: RegisteredWorkFilter, afterId: string | null, limit: number): Promise<MusicalWorkRow[]> {
  const chosen =
    filter.kind === 'registered_between'
      ? and(sql`${musicalWorks.registeredAt} >= ${filter.from.toISOString()}`, sql`${musicalWorks.registeredAt} < ${filter.before.toISOString()}`)
      : filter.kind === 'member'
        ? eq(musicalWorks.ownerId, filter.ownerId)
        : inArray(musicalWorks.id, [...filter.ids]);
  return db
    .select()
    .from(musicalWorks)
    .where(and(eq(musicalWorks.status, 'registered'), chosen, afterId ? sql`${musicalWorks.id} > ${afterId}::uuid` : undefined))
    .orderBy(asc(musicalWorks.id))
    .limit(limit);
}

/** The latest acknowledgement each receiving society gave a work sent to it as CWR, societies in code order. */
export async function findSocietyAcknowledgements(db: Db, workId: string): Promise<SocietyAcknowledgement[]> {
  const rows = await db
    .selectDistinctOn([cwrExports.societyCode], {
      society_code: cwrExports.societyCode,
      status: sql<string>`${cwrExportTransactions.status}`,
      society_work_id: cwrExportTransactions.societyWorkNumber,
      date: cwrExportTransactions.processedOn,
    })
    .from(cwrExportTransactions)
    .innerJoin(cwrExports, eq(cwrExports.id, cwrExportTransactions.exportId))
    .where(and(eq(cwrExportTransactions.workId, workId), isNotNull(cwrExportTransactions.status)))
    .orderBy(asc(cwrExports.societyCode), desc(cwrExportTransactions.acknowledgedAt))
    .limit(100);
  return rows;
}
