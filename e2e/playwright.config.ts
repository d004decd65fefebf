import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { runPort } from './support/free-port';
import { SMTP_PORT_VARIABLE } from './support/mailbox';

/**
 * The browser suite runs against the real server (built: `npm run test:e2e` builds first) and the
 * built web app, on the embedded database (PGlite) and on PostgreSQL, each at desktop size and at a
 * phone's (390×844, touch, the burger menu): four projects. Every port is a free one chosen for this
 * run, so two runs at once never meet. Debian's Chromium is used: browsers cannot be downloaded here.
 *
 * Every journey also fails on console errors and failed requests (support/page-guard.ts), and checks
 * each screen it works with: axe's serious and critical violations, sideways scrolling at phone size,
 * and a screenshot kept in the run's output folder. The screens are the same on both databases, so
 * the PGlite projects check them and the PostgreSQL ones do not spend the time again.
 * `E2E_AXE=report` lists the screen problems without failing, for local runs while fixes are under
 * way; CI always fails on them.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** How long any one wait lasts (an element, an action, a navigation, a mail) before the test fails. */
const WAIT_TIMEOUT_MS = 15_000;

if (process.env.CI && process.env.E2E_AXE === 'report') throw new Error('E2E_AXE=report is for local runs: CI fails on every screen problem');

/** A phone's screen (an iPhone 12 to 15's CSS pixels), touch and a mobile viewport. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };
const sizes = [
  { name: 'desktop', use: desktop },
  { name: 'phone', use: phone },
] as const;

const stacks = [
  { name: 'pglite', port: await runPort('E2E_PGLITE_PORT') },
  { name: 'postgres', port: await runPort('E2E_POSTGRES_PORT') },
] as const;
const smtpPort = await runPort(SMTP_PORT_VARIABLE);
// Traces and screenshots of this run: Playwright empties its output folder as a run starts, which
// in a folder shared by two runs would delete the other's files as it writes them.
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(join(tmpdir(), 'repertoire-e2e-results-'));

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A whole test: sign-up, mail and several screens, each wait bounded by WAIT_TIMEOUT_MS.
  timeout: 90_000,
  expect: { timeout: WAIT_TIMEOUT_MS },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: chromium,
    actionTimeout: WAIT_TIMEOUT_MS,
    navigationTimeout: WAIT_TIMEOUT_MS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: sizes.flatMap((size) =>
    stacks.map((stack) => ({
      name: `${stack.name}-${size.name}`,
      use: { ...size.use, baseURL: `http://127.0.0.1:${stack.port}`, checkScreens: stack.name === 'pglite' },
    })),
  ),
  webServer: stacks.map((stack) => ({
    command: `node --import tsx support/serve.ts ${stack.name}`,
    url: `http://127.0.0.1:${stack.port}/api/v1/health`,
    reuseExistingServer: false,
    // A first start creates the embedded database (initdb) and migrates.
    timeout: 120_000,
    // The server closes its database and serve.ts removes the run's data: SIGTERM, not SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    env: {
      PORT: String(stack.port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${stack.port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  })),
});
