/**
 * A distribution's import, matching and split, on each database in BENCH_DATABASE: BENCH_DISTRIBUTION_LINES usage
 * lines (default 1,000,000; PGlite takes BENCH_DISTRIBUTION_PGLITE_LINES, default 100,000) in usage files of 500,000
 * rows each (a file stays under the upload's 50 MB), against the realistic registry of the search benches
 * (BENCH_DISTRIBUTION_WORKS works and as many recordings, default 100,000; kept as bench_search_<works> with
 * BENCH_KEEP/BENCH_REUSE). The lines are a broadcaster's and a service's as they report them: 80% name a registered
 * work's ISWC, 15% a recording's ISRC, 5% nothing we know; amounts as text with two decimals, dates in the period.
 *
 * Each file goes through the import job's own function (importUsageFile: streamed read, row check, batched writes
 * matched by identifier in SQL, then the split), and the bench prints per database:
 * - the seconds to import and match the lines, and to split them (allocateDistribution), lines a second overall;
 * - the floor: the same number of lines written by the database alone (insert … select from generate_series),
 *   with no file, check or match;
 * - the process's resident memory before and at its peak (sampled every 50 ms): flat when rows are streamed;
 * - the exactness check: per currency, input = allocated + held + unmatched.
 *
 *   npm run bench -- distribution
 *   BENCH_DATABASE=postgres BENCH_DISTRIBUTION_LINES=10000000 npm run bench -- distribution
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { executeRows, type Db } from '../apps/server/src/db/database';
import { allocateDistribution, distributionBalances } from '../apps/server/src/features/distributions/allocate';
import { findUsageFileWithBytes, insertDistribution, insertUsageFile } from '../apps/server/src/features/distributions/distributions.repository';
import { importUsageFile } from '../apps/server/src/features/distributions/usage-import-job';
import { mapHeaders } from '../apps/server/src/table-files';
import { guessUsageColumnKey } from '../apps/server/src/features/distributions/usage-file';
import { seededRandom } from '../apps/server/test/support/seeded-random';
import { benchTargets, envNumber, type BenchTarget } from './support/bench-database';
import { realisticCatalogue, type RealisticCatalogue } from './support/realistic-catalogue';
import { openRealisticCatalogue } from './support/realistic-catalogue-seed';

const LINES = envNumber('BENCH_DISTRIBUTION_LINES', 1_000_000);
const PGLITE_LINES = envNumber('BENCH_DISTRIBUTION_PGLITE_LINES', 100_000);
const WORKS = envNumber('BENCH_DISTRIBUTION_WORKS', 100_000);
const ROWS_PER_FILE = 500_000;
const MB = 1024 * 1024;

const HEADER = 'Service,Territory,Usage Date,Work Title,ISWC,ISRC,Composer,Artist,Right,Plays,Royalty,Currency';
const SERVICES = ['BBC Radio 2', 'Spotify', 'Apple Music', 'YouTube', 'Radio France', 'Deezer'];
const TERRITORIES = ['GB', 'FR', 'DE', 'US', 'ES', 'IE', 'NL'];

/** Rows `first`…`first + count - 1` of the report: the same row for the same number on every run. */
function usageFile(catalogue: RealisticCatalogue, first: number, count: number): Buffer {
  const random = seededRandom(first + 1);
  const rows = [HEADER];
  for (let n = first; n < first + count; n += 1) {
    const pick = random();
    const service = SERVICES[n % SERVICES.length];
    const territory = TERRITORIES[n % TERRITORIES.length];
    const day = `2026-${String(7 + (n % 3)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
    const amount = `${Math.floor(random() * 500)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    const plays = 1 + Math.floor(random() * 40);
    if (pick < 0.8) {
      const work = catalogue.work(Math.floor(random() * catalogue.size.works));
      rows.push(`${service},${territory},${day},"${work.title.replaceAll('"', '""')}",${work.iswc ?? ''},,,,${n % 2 === 0 ? 'Performance' : 'Mechanical'},${plays},${amount},GBP`);
    } else if (pick < 0.95) {
      const recording = catalogue.recording(Math.floor(random() * catalogue.size.recordings));
      rows.push(`${service},${territory},${day},"${recording.title.replaceAll('"', '""')}",,${recording.isrc},,,${n % 2 === 0 ? 'Performance' : 'Master'},${plays},${amount},GBP`);
    } else {
      rows.push(`${service},${territory},${day},Unknown Song ${n},,,Nobody,,Performance,${plays},${amount},GBP`);
    }
  }
  return Buffer.from(rows.join('\n'));
}

/** The catalogue seeded with its triggers off has no share history: its lines' periods start when they were written. */
async function fillShareHistory(db: Db): Promise<void> {
  const [known] = await executeRows<{ count: number }>(db, sql`select count(*)::int as count from work_share_periods`);
  if ((known?.count ?? 0) > 0) return;
  await db.execute(sql`insert into work_share_periods (work_id, rights_holder_id, role, performance_bp, mechanical_bp, valid_from)
    select work_id, rights_holder_id, role, performance_bp, mechanical_bp, created_at from musical_work_shares`);
  await db.execute(sql`analyze work_share_periods`);
}

/** The process's resident memory, sampled until stopped: its peak. */
function sampleMemory(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function run(target: BenchTarget) {
  const lines = target === 'pglite' ? Math.min(LINES, PGLITE_LINES) : LINES;
  const catalogue = realisticCatalogue({ works: WORKS, recordings: WORKS });
  const { bench } = await openRealisticCatalogue(target, catalogue, `repertoire_bench_distribution_${process.pid}`);
  const { db } = bench.database;
  try {
    await fillShareHistory(db);
    const distribution = await insertDistribution(db, { name: `Bench ${Date.now()}`, periodStart: '2026-07-01', periodEnd: '2026-09-30', createdById: null });
    const before = process.memoryUsage().rss;
    const peak = sampleMemory();
    let imported = 0;
    let refused = 0;
    const started = performance.now();
    for (let first = 0; first < lines; first += ROWS_PER_FILE) {
      const content = usageFile(catalogue, first, Math.min(ROWS_PER_FILE, lines - first));
      const header = HEADER.split(',');
      const info = await insertUsageFile(db, {
        distributionId: distribution.id,
        fileName: `report-${first}.csv`,
        file: content,
        header,
        mapping: mapHeaders(header, guessUsageColumnKey).keys,
        sample: [],
      });
      const file = await findUsageFileWithBytes(db, info.id);
      if (!file) throw new Error('the usage file was not stored');
      const result = await importUsageFile(db, file);
      imported += result?.lines ?? 0;
      refused += result?.refused_rows ?? 0;
    }
    const importedAt = performance.now();
    // The import job splits the distribution after each file; here once, after the last, timed alone.
    await allocateDistribution(db, distribution.id);
    const splitAt = performance.now();
    const peakRss = peak();

    const [matched] = await executeRows<{ matched: number; allocations: number }>(
      db,
      sql`select (select count(*)::int from usage_lines where distribution_id = ${distribution.id} and match_state = 'matched') as matched,
                 (select count(*)::int from allocations where distribution_id = ${distribution.id}) as allocations`,
    );
    const balances = await distributionBalances(db, distribution.id);
    const exact = balances.every((balance) => balance.input === balance.allocated + balance.held + balance.unmatched);

    // The floor: the database writing as many lines by itself, into a table like usage_lines (its indexes, not its foreign keys).
    const floorStarted = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table floor_lines (like usage_lines including all) on commit drop`);
      await tx.execute(sql`insert into floor_lines (distribution_id, usage_file_id, row, title, "right", territory, source, used_on, units, amount_minor, currency)
        select ${distribution.id}::uuid, ${distribution.id}::uuid, n, 'Title ' || n, 'performance', 'GB', 'Spotify', date '2026-08-01', 1, n, 'GBP'
        from generate_series(1, ${imported}) as n`);
    });
    const floorSeconds = (performance.now() - floorStarted) / 1000;

    const importSeconds = (importedAt - started) / 1000;
    const splitSeconds = (splitAt - importedAt) / 1000;
    console.log(
      `[${target}] ${lines.toLocaleString('en')} rows (${imported.toLocaleString('en')} lines, ${refused} refused, ${(matched?.matched ?? 0).toLocaleString('en')} matched, ` +
        `${(matched?.allocations ?? 0).toLocaleString('en')} allocations) against ${WORKS.toLocaleString('en')} works:`,
    );
    console.log(
      `[${target}]   import and match ${importSeconds.toFixed(1)} s, split ${splitSeconds.toFixed(1)} s, total ${(importSeconds + splitSeconds).toFixed(1)} s ` +
        `(${Math.round(lines / (importSeconds + splitSeconds)).toLocaleString('en')} lines/s); floor (the database writing the lines alone) ${floorSeconds.toFixed(1)} s`,
    );
    console.log(`[${target}]   memory ${Math.round(before / MB)} MB before, ${Math.round(peakRss / MB)} MB at its peak; input = allocated + held + unmatched: ${exact ? 'yes' : 'NO'}`);
    for (const balance of balances) {
      console.log(`[${target}]   ${balance.currency}: input ${balance.input}, allocated ${balance.allocated}, held ${balance.held}, unmatched ${balance.unmatched}`);
    }
    if (!exact) process.exitCode = 1;
  } finally {
    await bench.dispose();
  }
}

for (const target of benchTargets()) await run(target);
