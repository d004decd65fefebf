import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Config } from '../../src/config';
import type { Database, Db } from '../../src/db/database';
import { createTestDatabase } from './database';
import { Mailbox } from './mailbox';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Receives every mail the app sends, over real SMTP. */
  mailbox: Mailbox;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Extra or overriding environment variables, as the server would read them. */
  env?: Record<string, string>;
  extraRoutes?: BuildAppOptions['extraRoutes'];
  /** The app's clock (support/clock.ts); the system clock when absent. */
  clock?: BuildAppOptions['clock'];
  /** Logger options, e.g. a stream that captures the log; silent when absent. */
  logger?: BuildAppOptions['logger'];
  /** An open, migrated database to run on instead of a fresh one of the suite's kind; closed with the app. */
  database?: Database;
};

/**
 * The real app on a fresh, migrated database (PGlite or PostgreSQL, per the vitest project),
 * sending mail to a real SMTP server. One per test file: `beforeAll(buildTestApp)`, `afterAll(close)`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const mailbox = new Mailbox();
  const smtpPort = await mailbox.listen();
  const dataDir = mkdtempSync(join(tmpdir(), 'repertoire-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, extraRoutes: options.extraRoutes, clock: options.clock, logger: options.logger });
  await app.ready();
  checkMessagesOf(app);
  return {
    app,
    db: database.db,
    database,
    config,
    mailbox,
    close: async () => {
      await app.close();
      await database.close();
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes the app listen on a free loopback port, for what `inject` cannot do (a stream read as it comes); gives its origin. */
export async function listenOnFreePort(t: Pick<TestApp, 'app'>): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * Every message the API answers with is written in one style, so the web shows it as it comes:
 * a capital first, no final full stop (two thoughts are joined by a colon or semicolon). Each
 * answer a test receives through `app.inject` is checked; a message out of style fails the test.
 */
export function messageStyleProblem(message: string): string | undefined {
  if (/\.$/.test(message)) return `ends with a full stop: "${message}"`;
  if (/^[a-z]/.test(message)) return `starts with a small letter: "${message}"`;
  if (/(?<!e\.g)\. [A-Z]/.test(message)) return `is two sentences: "${message}"`;
  return undefined;
}

function checkMessagesOf(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    if (!String(response.headers['content-type'] ?? '').includes('application/json')) return response;
    const body = response.json<{ message?: unknown; errors?: { message?: unknown }[] }>();
    const messages = [body.message, ...(Array.isArray(body.errors) ? body.errors.map((e) => e.message) : [])];
    for (const message of messages) {
      const problem = typeof message === 'string' ? messageStyleProblem(message) : undefined;
      if (problem) throw new Error(`The API message ${problem}`);
    }
    return response;
  };
  // Tests always pass options, so the chainable form of inject is not needed here.
  app.inject = checked as FastifyInstance['inject'];
}

/** The `_session_id` Set-Cookie line of a response, if any. */
export function sessionCookieHeader(headers: Record<string, unknown>): string | undefined {
  const setCookie = headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie.map(String) : typeof setCookie === 'string' ? [setCookie] : [];
  return lines.find((line) => line.startsWith('_session_id='));
}
