import { performance } from 'node:perf_hooks';
import { isValidIpiName, isValidIsrc, isValidIswc, type WorkRole } from '@repertoire/contract';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from '../../apps/server/src/db/database';
import { insertJsonRows } from '../../apps/server/src/db/insert-json-rows';
import { musicalWorks, musicalWorkShares, rightsHolders, soundRecordings, users, type NewMusicalWorkShareRow } from '../../apps/server/src/db/schema';
import { searchTitles } from '../../apps/server/src/features/musical-works/musical-works.repository';
import { artistNames } from '../../apps/server/src/features/sound-recordings/sound-recordings.repository';
import { bulkLoad, openReusableBenchDatabase, type BenchDatabase, type BenchTarget } from './bench-database';
import type { CatalogueWork, RealisticCatalogue, RegistrationState } from './realistic-catalogue';

/**
 * Loads a realistic catalogue (realistic-catalogue.ts) into the app's tables: the publishers and
 * labels as corporate members with their rights-holder records, the writers, the works with their
 * share tables, the recordings. Rows are streamed in batches of BATCH, each one statement with the
 * rows as one JSON parameter (the app's insertJsonRows), inside bulkLoad: ten million works never
 * sit in memory, and the indexes are built once at the end.
 */

const BATCH = 10_000;

/** Ids from indexes: rows reference each other without reading anything back, and the same item has the same id on every run. */
const uuidOf = (kind: number, n: number) => `00000000-0000-4000-8${kind}00-${n.toString(16).padStart(12, '0')}`;
export const catalogueIds = {
  publisher: (n: number) => uuidOf(1, n),
  label: (n: number) => uuidOf(2, n),
  publisherHolder: (n: number) => uuidOf(3, n),
  labelHolder: (n: number) => uuidOf(4, n),
  writer: (n: number) => uuidOf(5, n),
  work: (k: number) => uuidOf(6, k),
  recording: (j: number) => uuidOf(7, j),
};


/** A generated identifier as the contract's rules take it (check digit, country code), or the seed stops: the app would refuse it. */
function valid<T extends string | null>(value: T, isValid: (value: string) => boolean): T {
  if (value !== null && !isValid(value)) throw new Error(`the catalogue generated an invalid identifier: ${value}`);
  return value;
}

const DAY = 86_400_000;
/** The catalogue was registered over twenty years, item 0 first. */
const HISTORY = 20 * 365 * DAY;

/** The life-cycle columns of an item created at `createdAt`: submitted a day later, registered three days after that. */
function lifeCycle(status: RegistrationState, createdAt: Date) {
  const submittedAt = status === 'draft' ? null : new Date(createdAt.getTime() + DAY);
  const registeredAt = status === 'registered' ? new Date(createdAt.getTime() + 4 * DAY) : null;
  return { status, submittedAt, registeredAt, createdAt, updatedAt: registeredAt ?? submittedAt ?? createdAt };
}

/** Writes the rows `row` makes of items 0…count-1 into `table`, a batch at a time; on large loads, how far it got every tenth of the way. */
async function streamRows<T extends PgTable>(db: Db, table: T, count: number, row: (i: number) => T['$inferInsert'] | T['$inferInsert'][]): Promise<void> {
  const started = performance.now();
  const label = getTableName(table);
  let batch: T['$inferInsert'][] = [];
  let reported = 0;
  for (let i = 0; i < count; i += 1) {
    const made = row(i);
    if (Array.isArray(made)) batch.push(...made);
    else batch.push(made);
    if (batch.length >= BATCH || i === count - 1) {
      await insertJsonRows(db, table, batch);
      batch = [];
    }
    if (count >= 500_000 && (i + 1) / count >= (reported + 1) / 10) {
      reported += 1;
      console.log(`    ${label}: rows of ${(i + 1).toLocaleString('en')} items in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
}

/** One work's share table: its writers split half of each right, its publisher (the member) holds the other half. */
function shareLines(k: number, work: CatalogueWork): NewMusicalWorkShareRow[] {
  const writerRole = (position: number): WorkRole => (work.writers.length === 1 ? 'composer_author' : position === 0 ? 'composer' : position === 1 ? 'author' : 'composer_author');
  const each = Math.floor(5000 / work.writers.length);
  const lines: NewMusicalWorkShareRow[] = work.writers.map((writer, position) => {
    const bp = position === work.writers.length - 1 ? 5000 - each * (work.writers.length - 1) : each;
    return { workId: catalogueIds.work(k), rightsHolderId: catalogueIds.writer(writer), role: writerRole(position), performanceBp: bp, mechanicalBp: bp, position };
  });
  lines.push({
    workId: catalogueIds.work(k),
    rightsHolderId: catalogueIds.publisherHolder(work.publisher),
    role: 'original_publisher',
    performanceBp: 5000,
    mechanicalBp: 5000,
    position: lines.length,
  });
  return lines;
}

export async function seedRealisticCatalogue(db: Db, catalogue: RealisticCatalogue): Promise<void> {
  const { works, recordings } = catalogue.size;
  const now = Date.now();
  const createdAt = (i: number, count: number) => new Date(now - HISTORY + Math.floor((i * HISTORY) / Math.max(1, count)) - 5 * DAY);
  const members = [
    ...catalogue.publishers.map((name, n) => ({ id: catalogueIds.publisher(n), holderId: catalogueIds.publisherHolder(n), name, kind: 'publisher' as const })),
    ...catalogue.labels.map((name, n) => ({ id: catalogueIds.label(n), holderId: catalogueIds.labelHolder(n), name, kind: 'record_label' as const })),
  ];
  await bulkLoad(db, ['rights_holders', 'musical_works', 'musical_work_shares', 'sound_recordings'], async (tx) => {
    await insertJsonRows(
      tx,
      users,
      members.map((member) => ({
        id: member.id,
        email: `${member.id}@bench.test`,
        passwordHash: 'not-a-login',
        registerAs: 'corporate' as const,
        corporationName: member.name,
        corporationKind: member.kind,
        emailVerifiedAt: new Date(now),
      })),
    );
    await insertJsonRows(
      tx,
      rightsHolders,
      members.map((member) => ({ id: member.holderId, name: member.name, kind: 'organisation' as const, roles: [member.kind], userId: member.id, createdById: member.id })),
    );
    await streamRows(tx, rightsHolders, catalogue.writerCount, (n) => {
      const writer = catalogue.writer(n);
      return { id: catalogueIds.writer(n), name: writer.name, kind: 'person' as const, ipiNameNumber: valid(writer.ipi, isValidIpiName), roles: ['songwriter' as const] };
    });
    await streamRows(tx, musicalWorks, works, (k) => {
      const work = catalogue.work(k);
      const alternativeTitles = work.alternativeTitle ? [{ title: work.alternativeTitle, type: 'translated' as const }] : [];
      return {
        id: catalogueIds.work(k),
        ownerId: catalogueIds.publisher(work.publisher),
        title: work.title,
        alternativeTitles,
        // The derived search columns, written by the repositories' own functions.
        searchTitles: searchTitles(work.title, alternativeTitles),
        iswc: valid(work.iswc, isValidIswc),
        language: work.language,
        genre: work.genre,
        duration: work.duration,
        creationYear: work.creationYear,
        ...lifeCycle(work.status, createdAt(k, works)),
      };
    });
    await streamRows(tx, musicalWorkShares, works, (k) => shareLines(k, catalogue.work(k)));
    await streamRows(tx, soundRecordings, recordings, (j) => {
      const recording = catalogue.recording(j);
      const label = catalogue.labels[recording.label] ?? '';
      const day = 1 + (j % 28);
      return {
        id: catalogueIds.recording(j),
        ownerId: catalogueIds.label(recording.label),
        title: recording.title,
        isrc: valid(recording.isrc, isValidIsrc),
        mainArtists: recording.mainArtists,
        featuredArtists: recording.featuredArtists,
        artistNames: artistNames(recording),
        duration: recording.duration,
        pYear: recording.year,
        pOwner: label,
        releaseTitle: recording.releaseTitle,
        releaseDate: `${recording.year}-${String(1 + (j % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        recordLabel: label,
        genre: recording.genre,
        recordingCountry: recording.isrc.slice(0, 2),
        musicalWorkId: recording.work === null ? null : catalogueIds.work(recording.work),
        ...lifeCycle(recording.status, createdAt(j, recordings)),
      };
    });
  });
}

/** A kept database (BENCH_REUSE=1) already holding this catalogue's works and recordings. */
export async function holdsCatalogue(db: Db, catalogue: RealisticCatalogue): Promise<boolean> {
  const [row] = await executeRows<{ works: number; recordings: number }>(
    db,
    sql`select (select count(*)::int from musical_works) as works, (select count(*)::int from sound_recordings) as recordings`,
  );
  return row?.works === catalogue.size.works && row.recordings === catalogue.size.recordings;
}

/**
 * The database of the search and matching benches: the kept one of this catalogue's size
 * (bench_search_<works>[_<recordings>]) when BENCH_REUSE finds it holding the catalogue, else seeded
 * anew and analysed. A kept database that holds another catalogue stops the bench rather than
 * taking a second catalogue on top of the first.
 */
export async function openRealisticCatalogue(target: BenchTarget, catalogue: RealisticCatalogue, scratchName: string): Promise<{ bench: BenchDatabase; name: string }> {
  const { works, recordings } = catalogue.size;
  const { bench, name, existed } = await openReusableBenchDatabase(target, {
    keptName: `bench_search_${works}${recordings === works ? '' : `_${recordings}`}`,
    scratchName,
  });
  const { db } = bench.database;
  if (existed) {
    if (!(await holdsCatalogue(db, catalogue))) {
      await bench.dispose();
      throw new Error(`${name} does not hold ${works} works and ${recordings} recordings: not using it`);
    }
    console.log(`[${target}] reusing ${name}`);
    return { bench, name };
  }
  console.log(`[${target}] seeding ${works.toLocaleString('en')} works and ${recordings.toLocaleString('en')} recordings…`);
  const started = performance.now();
  await seedRealisticCatalogue(db, catalogue);
  await db.execute(sql.raw(target === 'postgres' ? 'vacuum analyze' : 'analyze'));
  console.log(`[${target}] seeded and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { bench, name };
}
