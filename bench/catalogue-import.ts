/**
 * Catalogue import, from upload to the last row saved, through the real API on real ports, for
 * each kind of catalogue file in BENCH_IMPORT_KINDS (default works,recordings): a publisher's works
 * file (realistic titles and names, one to four writers and publishers a work, ISWCs) and a label's
 * recordings file (releases with UPCs and ℗ lines, ISRCs, artists, line-ups, one or two master
 * owners, the works they record named by ISWC or work code: found when the works of the same size
 * were imported first, as they are by default), both from support/catalogue-file.ts, of each size
 * in BENCH_IMPORT_ROWS (default 10,000 and 100,000 rows). Each file is uploaded, its suggested
 * mapping confirmed, checked and imported as drafts, each step a job the app's own runner takes.
 * It prints, per database, kind and size, the seconds of each step, rows per second over the
 * whole, and the server process's resident memory: before the upload and its peak during the
 * import (sampled every 50 ms), so a file that grew the server's memory with its rows would show.
 *
 * During the largest import of each kind another member reads their profile in a process of its
 * own (support/latency-probe.ts), BENCH_PROBE_RATE reads a second (default 50) sent on time whatever
 * the answers do, and the p95 of those reads is printed beside the p95 of the same reads with
 * nothing running: what one member's import costs everyone else. Beside it, the server's event-loop
 * delay during the import (p99 and the longest): how long the import held every other request.
 *
 *   npm run bench -- import
 *   BENCH_IMPORT_ROWS=10000 BENCH_DATABASE=postgres npm run bench -- import
 *   BENCH_IMPORT_ROWS=2000 BENCH_IMPORT_KINDS=recordings npm run bench -- import
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { api, benchMembers, waitUntil } from './support/bench-api';
import { startBenchApp } from './support/bench-app';
import { benchTargets, envNumber, openBenchDatabase, type BenchTarget } from './support/bench-database';
import { catalogueKindValues, type CatalogueKind } from '@repertoire/contract';
import { recordingsFile, worksFile } from './support/catalogue-file';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map((size) => Number(size.replace(/_/g, '')));
const KINDS = (process.env.BENCH_IMPORT_KINDS ?? catalogueKindValues.join(',')).split(',').map((kind) => {
  const known = catalogueKindValues.find((value) => value === kind.trim());
  if (!known) throw new Error(`BENCH_IMPORT_KINDS: ${kind} is not one of ${catalogueKindValues.join(', ')}`);
  return known;
});
const PROBE_SECONDS = envNumber('BENCH_PROBE_SECONDS', 5);
const PROBE_RATE = envNumber('BENCH_PROBE_RATE', 50);
const MB = 1024 * 1024;

type ImportAnswer = { id: string; state: string; mapping: (string | null)[]; summary: Record<string, number> | null; result: Record<string, number> | null; error: string | null };

/** Polls the import until it leaves `state`. */
const waitWhile = (url: string, token: string, state: string) => waitUntil<ImportAnswer>(url, token, (current) => current.state !== state);

/** The file of a kind and size; the n-th size's own numbers, so that no two files of a run share a code or an ISRC. */
function catalogueFile(kind: CatalogueKind, rows: number, n: number): Buffer {
  const works = { rows, seed: rows, codePrefix: `B${rows}-`, iswcBase: rows * 10 };
  return kind === 'works' ? worksFile(works) : recordingsFile({ rows, seed: rows, registrant: `R${String(n).padStart(2, '0')}`, works });
}

/** Another member's profile reads for `seconds`, in a process of its own. */
function probe(url: string, token: string, seconds: number): Promise<{ count: number; p50: number; p95: number; p99: number; max: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'support/latency-probe.ts', url, token, String(seconds), String(PROBE_RATE)], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`latency probe exited with ${code}`))));
  });
}

async function runOn(target: BenchTarget): Promise<void> {
  // PGlite on disk, as the server keeps it: in memory, the rows imported would count as the server's memory.
  const bench = await openBenchDatabase(target, { name: `repertoire_bench_import_${process.pid}`, pgliteOnDisk: true });
  const { app, url } = await startBenchApp(bench);
  try {
    const [importer, reader] = await benchMembers(bench.database.db, ['importer', 'reader']);
    if (!importer || !reader) throw new Error('bench members missing');
    const profileUrl = `${url}/api/v1/user/profile`;
    const largest = Math.max(...SIZES);

    for (const kind of KINDS) for (const [n, rows] of SIZES.entries()) {
      const file = catalogueFile(kind, rows, n);
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
      const quiet = rows === largest ? await probe(profileUrl, reader.token, PROBE_SECONDS) : undefined;

      const started = performance.now();
      const form = new FormData();
      form.set('file', new Blob([file], { type: 'text/csv' }), `${kind}-${rows}.csv`);
      const uploaded = await api<ImportAnswer>(`${url}/api/v1/catalogue/imports?kind=${kind}`, importer.token, { method: 'POST', body: form });
      const importUrl = `${url}/api/v1/catalogue/imports/${uploaded.id}`;
      const uploadedAt = performance.now();
      await api(`${importUrl}/mapping`, importer.token, { method: 'PUT', body: JSON.stringify({ mapping: uploaded.mapping, save: false }) });
      const checked = await waitWhile(importUrl, importer.token, 'checking');
      const checkedAt = performance.now();
      if (checked.state !== 'checked') throw new Error(`the check ended ${checked.state}: ${checked.error}`);
      const loopDelay = monitorEventLoopDelay({ resolution: 5 });
      loopDelay.enable();
      await api(`${importUrl}/run`, importer.token, { method: 'POST', body: JSON.stringify({ submit: false }) });
      const during = rows === largest ? probe(profileUrl, reader.token, PROBE_SECONDS) : undefined;
      const imported = await waitWhile(importUrl, importer.token, 'importing');
      const importedAt = performance.now();
      loopDelay.disable();
      clearInterval(sampler);
      if (imported.state !== 'imported') throw new Error(`the import ended ${imported.state}: ${imported.error}`);

      const seconds = (importedAt - started) / 1000;
      const step = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
      console.log(
        `[${target}] ${kind}, ${rows.toLocaleString('en')} rows (${(file.length / MB).toFixed(1)} MB): upload ${step(started, uploadedAt)}, ` +
          `check ${step(uploadedAt, checkedAt)}, import ${step(checkedAt, importedAt)}; total ${seconds.toFixed(1)} s, ` +
          `${Math.round(rows / seconds).toLocaleString('en')} rows/s; ${JSON.stringify(checked.summary)} → ${JSON.stringify(imported.result)}`,
      );
      console.log(`[${target}]   server RSS ${Math.round(rssBefore / MB)} MB before the upload, peak ${Math.round(rssPeak / MB)} MB (+${Math.round((rssPeak - rssBefore) / MB)} MB)`);
      const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
      console.log(`[${target}]   event-loop delay during the import: p99 ${ms(loopDelay.percentile(99))} ms, longest ${ms(loopDelay.max)} ms`);
      if (quiet && during) {
        const busy = await during;
        console.log(
          `[${target}]   another member's profile reads, ${PROBE_RATE}/s: p95 ${quiet.p95} ms (p50 ${quiet.p50}, longest ${quiet.max}) with nothing running, ` +
            `p95 ${busy.p95} ms (p50 ${busy.p50}, longest ${busy.max}, ${busy.errors} errors) during the import`,
        );
      }
    }
  } finally {
    await app.close();
    await bench.dispose();
  }
}

for (const target of benchTargets()) await runOn(target);
