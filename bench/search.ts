/**
 * Search relevance and latency on a realistic catalogue (docs/architecture.md#scale-and-resilience):
 * seeds works and recordings drawn from large, Zipf-spread vocabularies of titles and of names in
 * many languages (support/realistic-catalogue.ts), builds a labelled set of queries as members type
 * them, each with the item it means (support/relevance-set.ts), sends each through the real app's
 * HTTP endpoints, one at a time, and prints per kind of query precision at 1, recall at 10 and
 * latency p50/p95/p99, then overall and the worst kinds; the machine's load average before and after.
 *
 *   npm run bench -- search
 *   BENCH_SEARCH_WORKS=1000000 BENCH_SEARCH_RECORDINGS=1000000 BENCH_DATABASE=postgres npm run bench -- search
 *   BENCH_SEARCH_QUERIES=600   how many labelled queries (default 600)
 *   BENCH_SEARCH_OUTCOMES=dir  also write each query, the item meant, where it came and its time (<dir>/search-<database>.jsonl),
 *                              to compare two designs query by query
 *   BENCH_KEEP=1 …             keep the PostgreSQL database (bench_search_<works>[_<recordings>])
 *   BENCH_REUSE=1 …            search a kept database again without seeding it anew
 *
 * PostgreSQL: BENCH_ADMIN_URL, TEST_DATABASE_URL or the local socket (postgres:///postgres?host=/var/run/postgresql).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchSession } from './support/bench-api';
import { startBenchApp } from './support/bench-app';
import { benchKeep, benchTargets, envNumber, type BenchTarget } from './support/bench-database';
import { realisticCatalogue } from './support/realistic-catalogue';
import { catalogueIds, openRealisticCatalogue } from './support/realistic-catalogue-seed';
import { printRelevance, type QueryOutcome } from './support/relevance-figures';
import { relevanceSet, searchEndpoints, type LabelledQuery } from './support/relevance-set';

const WORKS = envNumber('BENCH_SEARCH_WORKS', 100_000);
const RECORDINGS = envNumber('BENCH_SEARCH_RECORDINGS', 100_000);
const QUERIES = envNumber('BENCH_SEARCH_QUERIES', 600);
/** Queries sent once before timing, so the first timed ones do not pay for cold caches and JIT. */
const WARM_UP = 20;

const loadAverage = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

type Page = { data: { data: { id: string }[] } };

/** Sends one query as the web app would (first page, its default size) and finds where the item meant came. */
async function ask(url: string, tokens: { publisher: string; label: string }, query: LabelledQuery): Promise<QueryOutcome> {
  const token = query.endpoint.includes('works') ? tokens.publisher : tokens.label;
  const started = performance.now();
  const response = await fetch(`${url}${searchEndpoints[query.endpoint]}?${new URLSearchParams(query.params).toString()}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = performance.now() - started;
  // A refusal (400: a start the contract refuses, too short) is a search that found nothing.
  if (response.status !== 200 && response.status !== 400) throw new Error(`${query.endpoint} ${JSON.stringify(query.params)} answered ${response.status}: ${text.slice(0, 300)}`);
  const ids = response.status === 200 ? (JSON.parse(text) as Page).data.data.map((item) => item.id) : [];
  const index = ids.indexOf(query.meantId);
  return { query, rank: index < 0 ? null : index + 1, ms, status: response.status };
}

async function runOn(target: BenchTarget): Promise<void> {
  console.log(`\n[${target}] load at start: ${loadAverage()}`);
  const catalogue = realisticCatalogue({ works: WORKS, recordings: RECORDINGS });
  const { bench, name } = await openRealisticCatalogue(target, catalogue, `repertoire_bench_search_${process.pid}`);
  const { db } = bench.database;
  try {
    const members = { publisherId: catalogueIds.publisher(0), labelId: catalogueIds.label(0) };
    let started = performance.now();
    const queries = await relevanceSet(db, QUERIES, members);
    console.log(`[${target}] ${queries.length} labelled queries drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const { app, url } = await startBenchApp(bench);
    try {
      const tokens = { publisher: await benchSession(db, members.publisherId), label: await benchSession(db, members.labelId) };
      for (const query of queries.slice(0, WARM_UP)) await ask(url, tokens, query);
      started = performance.now();
      const outcomes: QueryOutcome[] = [];
      for (const query of queries) outcomes.push(await ask(url, tokens, query));
      console.log(`[${target}] ${outcomes.length} queries over HTTP, one at a time, in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
      printRelevance(outcomes);
      if (process.env.BENCH_SEARCH_OUTCOMES) {
        const file = join(process.env.BENCH_SEARCH_OUTCOMES, `search-${target}.jsonl`);
        writeFileSync(file, outcomes.map((outcome) => JSON.stringify(outcome)).join('\n') + '\n');
        console.log(`[${target}] each query's outcome written to ${file}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await bench.dispose();
  }
  console.log(`[${target}] load at end: ${loadAverage()}${benchKeep() && target === 'postgres' ? `; database ${name} kept` : ''}`);
}

for (const target of benchTargets()) await runOn(target);
