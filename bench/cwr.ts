/**
 * CWR, through the real API on real ports:
 *
 * - **Reading**: a publisher's CWR 2.2 file of each size in BENCH_CWR_WORKS (default 10,000 works;
 *   support/cwr-file.ts: the works file's catalogue, one NWR a work with its writers, publisher,
 *   shares and PWR links) is sent to POST /cwr/submissions and read by the app's own job runner until
 *   every transaction has its answer. It prints the seconds from upload to the last answer, works a
 *   second, the answers per status, and the server's memory and event-loop delay meanwhile.
 * - **Writing**: the member's catalogue is then grown to BENCH_CWR_EXPORT_WORKS registered works
 *   (default 100,000: the works read, copied with their shares under new codes and ISWCs) and
 *   downloaded as CWR 2.2 from GET /catalogue/exports/works?format=cwr. It prints the seconds to the
 *   last byte, the size, the NWR count read back from the stream, and the server's peak memory:
 *   a writer that held the catalogue would grow with it.
 *
 *   npm run bench -- cwr
 *   BENCH_DATABASE=postgres BENCH_CWR_WORKS=10000 BENCH_CWR_EXPORT_WORKS=100000 npm run bench -- cwr
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { api, benchMembers, waitUntil } from './support/bench-api';
import { startBenchApp } from './support/bench-app';
import { benchTargets, envNumber, openBenchDatabase, type BenchTarget } from './support/bench-database';
import { cwrWorksFile } from './support/cwr-file';
import { describeLoad, watchServer } from './support/server-load';
import { executeRows, type Db } from '../apps/server/src/db/database';

const SIZES = (process.env.BENCH_CWR_WORKS ?? '10000').split(',').map((size) => Number(size.replace(/_/g, '')));
const EXPORT_WORKS = envNumber('BENCH_CWR_EXPORT_WORKS', 100_000);
const MB = 1024 * 1024;

type SubmissionAnswer = { id: string; state: string; counts: Record<string, number>; file_problems: unknown[] };

/**
 * Grows the member's catalogue to `total` registered works: the works they have, copied with their
 * share lines under new work codes, each copy with an ISWC of its own (check digit computed as ISO 15707 has it).
 */
async function growCatalogue(db: Db, ownerId: string, total: number): Promise<void> {
  await db.execute(sql`update musical_works set status = 'registered', submitted_at = now(), registered_at = now() where owner_id = ${ownerId}`);
  const [have] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from musical_works where owner_id = ${ownerId}`);
  const copies = Math.ceil(total / Math.max(have?.n ?? 1, 1)) - 1;
  if (copies <= 0) return;
  // Inside one transaction, as the temporary table lives until its commit.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table work_copies on commit drop as
      select w.id as source_id, gen_random_uuid() as id, c.copy, row_number() over () as n
      from musical_works w, generate_series(1, ${copies}) c(copy)
      where w.owner_id = ${ownerId}`);
    await tx.execute(sql`
      insert into musical_works (id, owner_id, title, alternative_titles, search_titles, iswc, language, genre, duration, version_type,
        status, submitted_at, registered_at, work_code)
      select c.id, w.owner_id, w.title, w.alternative_titles, w.search_titles,
        'T' || body || ((10 - (1 + (select sum(i * substr(body, i, 1)::int) from generate_series(1, 9) i)) % 10) % 10),
        w.language, w.genre, w.duration, w.version_type, 'registered', now(), now(), w.work_code || '-' || c.copy
      from work_copies c join musical_works w on w.id = c.source_id,
      lateral (select lpad((900000000 + c.n)::text, 9, '0') as body) b`);
    await tx.execute(sql`
      insert into musical_work_shares (work_id, rights_holder_id, role, performance_bp, mechanical_bp, position, controlled)
      select c.id, s.rights_holder_id, s.role, s.performance_bp, s.mechanical_bp, s.position, s.controlled
      from work_copies c join musical_work_shares s on s.work_id = c.source_id`);
  });
  await db.execute(sql`vacuum analyze musical_works`);
  await db.execute(sql`vacuum analyze musical_work_shares`);
}

async function runOn(target: BenchTarget): Promise<void> {
  const bench = await openBenchDatabase(target, { name: `repertoire_bench_cwr_${process.pid}` });
  const { app, url } = await startBenchApp(bench);
  try {
    const [publisher] = await benchMembers(bench.database.db, ['publisher']);
    if (!publisher) throw new Error('bench member missing');

    for (const [n, works] of SIZES.entries()) {
      const file = cwrWorksFile({ rows: works, seed: works, codePrefix: `C${n}-`, iswcBase: (n + 1) * 10_000_000 });
      const watch = watchServer();
      const started = performance.now();
      const form = new FormData();
      form.set('file', new Blob([file], { type: 'text/plain' }), `CW26${String(n + 1).padStart(4, '0')}NSP_000.V22`);
      const sent = await api<SubmissionAnswer>(`${url}/api/v1/cwr/submissions`, publisher.token, { method: 'POST', body: form });
      const read = await waitUntil<SubmissionAnswer>(`${url}/api/v1/cwr/submissions/${sent.id}`, publisher.token, (current) => current.state !== 'uploaded' && current.state !== 'reading');
      const seconds = (performance.now() - started) / 1000;
      const load = watch.stop();
      if (read.state !== 'acknowledged') throw new Error(`the reading ended ${read.state}`);
      console.log(
        `[${target}] read a CWR 2.2 file of ${works.toLocaleString('en')} works (${(file.length / MB).toFixed(1)} MB) in ${seconds.toFixed(1)} s, ` +
          `${Math.round(works / seconds).toLocaleString('en')} works/s; answers ${JSON.stringify(read.counts)}, file problems ${read.file_problems.length}`,
      );
      console.log(`[${target}]   ${describeLoad(load)}`);
    }

    await growCatalogue(bench.database.db, publisher.id, EXPORT_WORKS);
    const watch = watchServer();
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/catalogue/exports/works?format=cwr`, { headers: { authorization: `Bearer ${publisher.token}` } });
    if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    let bytes = 0;
    let nwr = 0;
    let carry = '';
    const decoder = new TextDecoder('latin1');
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      const lines = (carry + decoder.decode(chunk, { stream: true })).split('\n');
      carry = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('NWR')) nwr += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const load = watch.stop();
    console.log(
      `[${target}] wrote ${nwr.toLocaleString('en')} registered works as CWR 2.2 (${(bytes / MB).toFixed(1)} MB) in ${seconds.toFixed(1)} s, ` +
        `${Math.round(nwr / seconds).toLocaleString('en')} works/s`,
    );
    console.log(`[${target}]   ${describeLoad(load)}`);
  } finally {
    await app.close();
    await bench.dispose();
  }
}

for (const target of benchTargets()) await runOn(target);
