/**
 * The first page a visitor loads, as a browser on a phone and on a desktop sees it: the built
 * app (`npm start`'s server, NODE_ENV=development so that it seeds the demo accounts) on a fresh
 * embedded database and a free port. It prints
 * - what the landing page loads: its files, their JavaScript and CSS gzipped (the size the
 *   build reports, whatever the server sends) and the bytes actually sent (brotli when the
 *   server has it), with the stylesheets that block the first render;
 * - Lighthouse's performance and accessibility scores (mobile and desktop presets) of the
 *   landing page and of the dashboard, logged in as the demo member (the session cookie is
 *   passed to Lighthouse as an extra header).
 *
 *   npm run bench -- web
 *   BENCH_WEB_DIST=/tmp/old-dist npm run bench -- web     another build of the web app, to compare
 *   BENCH_WEB_RUNS=1 npm run bench -- web                 one Lighthouse run per page and preset, not 3
 *   BENCH_WEB_REPORTS=/tmp/lighthouse npm run bench -- web  keeps each Lighthouse report (JSON) there
 *
 * It builds what is missing or stale first (scripts/build.mjs --if-stale) and serves a copy of the
 * web build, which another build cannot replace under it. Lighthouse drives CHROME_PATH, by
 * default /usr/bin/chromium, headless; its scores move with the machine's load, so each is the
 * median of several runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '../e2e/support/free-port';
import { envNumber, percentile } from './support/bench-database';

const root = join(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, envNumber('BENCH_WEB_RUNS', 3));
const REPORTS = process.env.BENCH_WEB_REPORTS;
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const demoMember = { email: 'ada@example.com', password: 'member-demo-2026' };

type Preset = 'mobile' | 'desktop';
type Page = { name: string; path: string; cookie?: string };

/** The part of Lighthouse's JSON report read here. */
type LighthouseReport = {
  finalDisplayedUrl: string;
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: {
    'largest-contentful-paint': { numericValue: number };
    'first-contentful-paint': { numericValue: number };
    'total-blocking-time': { numericValue: number };
    'network-requests': { details: { items: NetworkRequest[] } };
    'render-blocking-resources'?: { details?: { items?: { url: string }[] } };
  };
};
type NetworkRequest = { url: string; resourceType?: string; mimeType?: string; transferSize?: number; resourceSize?: number };

async function waitUntilUp(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /api/v1/health within a minute');
}

async function logInDemoMember(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoMember),
  });
  const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('_session_id='));
  if (!res.ok || !session) throw new Error(`The demo member could not log in: ${res.status} ${await res.text()}`);
  return session.split(';')[0] ?? session;
}

function runLighthouse(page: Page, origin: string, preset: Preset, run: number, scratch: string): LighthouseReport {
  const url = `${origin}${page.path}`;
  const outputPath = join(REPORTS ?? scratch, `${page.name}-${preset}-${run + 1}.json`);
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox',
    '--quiet',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  if (page.cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`);
  // A run now and then fails to record its trace (NO_NAVSTART, NO_FCP on a loaded machine): one more try.
  for (let attempt = 1; ; attempt += 1) {
    const lighthouse = spawnSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (lighthouse.status === 0) break;
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url} (${preset}): ${lighthouse.status ?? lighthouse.signal}`);
  }
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

const isScript = (request: NetworkRequest) => request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? '');
const isStylesheet = (request: NetworkRequest) => request.resourceType === 'Stylesheet' || request.mimeType === 'text/css';
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The gzipped size the build reports (zlib's default level) of a file of the web build, whatever the server sent. */
function gzippedSize(url: string, webDist: string): number {
  const path = new URL(url).pathname;
  return gzipSync(readFileSync(join(webDist, path === '/' ? 'index.html' : path))).length;
}

/** What the landing page loads from the app's own origin (the document, scripts, styles, icons, API answers). */
function printPageWeight(report: LighthouseReport, origin: string, webDist: string): void {
  const requests = report.audits['network-requests'].details.items.filter((request) => request.url.startsWith(origin));
  const scripts = requests.filter(isScript);
  const stylesheets = requests.filter(isStylesheet);
  const gzipped = (list: NetworkRequest[]) => list.reduce((sum, request) => sum + gzippedSize(request.url, webDist), 0);
  const sent = (list: NetworkRequest[]) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const blocking = report.audits['render-blocking-resources']?.details?.items ?? [];
  const blockingCss = stylesheets.filter((request) => blocking.some((item) => item.url === request.url));
  console.log(`landing page: ${requests.length} requests to the app (${scripts.length} JavaScript, ${stylesheets.length} CSS), ${kB(sent(requests))} sent with headers`);
  console.log(`  JavaScript: ${kB(gzipped(scripts))} gzipped, ${kB(sent(scripts))} sent`);
  console.log(`  CSS:        ${kB(gzipped(stylesheets))} gzipped, ${kB(sent(stylesheets))} sent`);
  console.log(`  render-blocking CSS: ${blockingCss.length} file(s), ${kB(gzipped(blockingCss))} gzipped`);
}

/** Each figure the median of the runs: one Lighthouse run on a shared machine varies by a few points. */
function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed');

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const scratch = mkdtempSync(join(tmpdir(), 'repertoire-bench-web-'));
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const servedDist = process.env.BENCH_WEB_DIST ?? join(root, 'apps/web/dist');
  const webDist = join(scratch, 'web');
  cpSync(servedDist, webDist, { recursive: true });
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: join(scratch, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(origin, server);
    const pages: Page[] = [
      { name: 'landing', path: '/' },
      { name: 'dashboard', path: '/dashboard', cookie: await logInDemoMember(origin) },
    ];
    console.log(`Serving ${servedDist} at ${origin}; Lighthouse ${RUNS === 1 ? 'once' : `${RUNS} times (medians)`} per page and preset\n`);
    let landingReport: LighthouseReport | undefined;
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const reports = Array.from({ length: RUNS }, (_, run) => runLighthouse(page, origin, preset, run, scratch));
        if (page.name === 'landing' && preset === 'mobile') landingReport = reports[0];
        const displayed = reports[0]?.finalDisplayedUrl.replace(origin, '') ?? '';
        if (displayed !== page.path) throw new Error(`Lighthouse ended on ${displayed}, not ${page.path}: was the page redirected?`);
        const score = (category: 'performance' | 'accessibility') => Math.round(100 * median(reports.map((r) => r.categories[category].score ?? 0)));
        const ms = (audit: 'largest-contentful-paint' | 'first-contentful-paint' | 'total-blocking-time') =>
          `${(median(reports.map((r) => r.audits[audit].numericValue)) / 1000).toFixed(2)} s`;
        console.log(
          `${page.name.padEnd(10)} ${preset.padEnd(8)} performance ${String(score('performance')).padStart(3)}   accessibility ${String(score('accessibility')).padStart(3)}   ` +
            `FCP ${ms('first-contentful-paint')}   LCP ${ms('largest-contentful-paint')}   TBT ${ms('total-blocking-time')}`,
        );
      }
    }
    if (landingReport) {
      console.log('');
      printPageWeight(landingReport, origin, webDist);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
