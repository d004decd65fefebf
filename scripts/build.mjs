// Builds what `npm start` runs: the server bundle (apps/server/dist) and the web app (apps/web/dist).
//   node scripts/build.mjs             builds both (`npm run build`)
//   node scripts/build.mjs --if-stale  builds only what is missing or whose sources changed since
//                                      its last build (`npm start`), so a second start starts at once
// The contract (packages/contract) is compiled into both: no runtime loads it on its own.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contract = ['packages/contract/src', 'packages/contract/package.json'];

/** Each build's workspace, the file its output always has, and the sources it is built from. */
const targets = [
  {
    workspace: '@repertoire/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...contract],
  },
  {
    workspace: '@repertoire/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts/prerender-landing.mjs',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      // The web bundle includes its dependencies: another version of one is another build.
      'package-lock.json',
      ...contract,
    ],
  },
];

/** Where each build records the hash of the sources it was made from (npm ci clears it). */
const stampDir = join(root, 'node_modules/.cache/repertoire-build');
const stampOf = (target) => join(stampDir, `${target.workspace.replace('@repertoire/', '')}.sha256`);

/** Tests are no part of a build: changing one need not rebuild. */
const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || /[/\\]testing[/\\]/.test(path);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A hash of the sources' names and contents. Contents rather than modification times: a
 * checkout, a copy or a `touch` changes times without changing what would be built.
 */
function sourcesHash(target) {
  const hash = createHash('sha256');
  const files = target.sources
    .flatMap((source) => filesUnder(join(root, source)))
    .map((file) => relative(root, file))
    .filter((file) => !isTest(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why the target must be built, or null when its output was built from these very sources. */
function staleness(target, hash) {
  if (!existsSync(join(root, target.output))) return 'not built yet';
  const stamp = stampOf(target);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash) return 'its sources changed since its last build';
  return null;
}

const ifStale = process.argv.includes('--if-stale');
for (const target of targets) {
  const hash = sourcesHash(target);
  if (ifStale) {
    const reason = staleness(target, hash);
    if (!reason) continue;
    console.log(`Building ${target.workspace}: ${reason}`);
  }
  const { status } = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampOf(target), `${hash}\n`);
}
