import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
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
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, extraRoutes: options.extraRoutes });
  await app.ready();
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

/** The `_session_id` Set-Cookie line of a response, if any. */
export function sessionCookieHeader(headers: Record<string, unknown>): string | undefined {
  const setCookie = headers['set-cookie'];
  const lines = Array.isArray(setCookie) ? setCookie.map(String) : typeof setCookie === 'string' ? [setCookie] : [];
  return lines.find((line) => line.startsWith('_session_id='));
}
