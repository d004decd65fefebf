import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './support/mailbox';

/**
 * The browser suite runs twice against the real server and the built web app:
 * once on the embedded database (PGlite) and once on PostgreSQL.
 * Debian's Chromium is used: browsers cannot be downloaded here.
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

const stacks = [
  { name: 'pglite', port: 3101, database: 'pglite' },
  { name: 'postgres', port: 3102, database: 'postgres' },
] as const;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: stacks.map((stack) => ({
    name: stack.name,
    use: { baseURL: `http://127.0.0.1:${stack.port}` },
  })),
  webServer: stacks.map((stack) => ({
    command: `npx tsx support/serve.ts ${stack.database}`,
    url: `http://127.0.0.1:${stack.port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(stack.port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${stack.port}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  })),
});
