import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/file-storage';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Drizzle on PGlite or PostgreSQL: features never know which. */
    db: Db;
    /** The time as services read it (lib/clock.ts). */
    clock: Clock;
    /** Where uploaded files are kept (src/storage). */
    storage: FileStorage;
  }
}

/** Shared infrastructure on the root instance, so every feature plugin sees it. */
export function registerInfrastructure(
  app: FastifyInstance,
  deps: { config: Config; database: Database; clock: Clock; storage: FileStorage },
): void {
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('clock', deps.clock);
  app.decorate('storage', deps.storage);
}
