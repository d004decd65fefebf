/**
 * Runs every benchmark in this folder, one after the other, each in its own process:
 * `npm run bench` (all), `npm run bench -- search` (the bench named so, when one is: search.ts alone,
 * not musical-works-search.ts), `npm run bench -- works` (every bench whose name contains it).
 * Benchmarks read their options from environment variables (see each file).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const filters = process.argv.slice(2);

const all = readdirSync(here).filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.endsWith('.d.ts'));
/** A filter naming a bench exactly picks that one; any other picks every bench whose name contains it. */
const picked = (filter: string) => (all.includes(`${filter}.ts`) ? [`${filter}.ts`] : all.filter((file) => file.includes(filter)));
const benches = (filters.length === 0 ? all : [...new Set(filters.flatMap(picked))]).sort();

if (benches.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}`);
  process.exit(1);
}

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit', cwd: here });
  console.log(`=== ${file}: ${result.status === 0 ? 'done' : `failed (${result.status ?? result.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
