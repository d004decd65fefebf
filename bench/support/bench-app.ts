import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { BenchDatabase } from './bench-database';

/** Listens on a free local port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The real app on the bench's database, as in production (NODE_ENV=production, request logging at
 * LOG_LEVEL, default info, written to /dev/null), listening on a free port.
 */
export async function startBenchApp(bench: BenchDatabase): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: bench.dataDir,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // Production requires a mail server; nothing measured here sends mail, so none answers there.
    SMTP_URL: 'smtp://127.0.0.1:1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...(bench.url ? { DATABASE_URL: bench.url } : {}),
    // Where jobs run (thread by default on PostgreSQL): JOB_RUNNER=main compares with the API's own thread.
    ...(process.env.JOB_RUNNER ? { JOB_RUNNER: process.env.JOB_RUNNER } : {}),
  });
  const app = await buildApp({ config, database: bench.database, logger: { level: config.logLevel, stream: createWriteStream('/dev/null') } });
  return { app, url: await listen(app) };
}
