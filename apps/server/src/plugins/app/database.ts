import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Drizzle on PGlite or PostgreSQL: features never know which. */
    db: Db;
    mailer: Mailer;
  }
}

/** Shared infrastructure on the root instance, so every feature plugin sees it. */
export function registerInfrastructure(app: FastifyInstance, deps: { config: Config; database: Database; mailer: Mailer }): void {
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('mailer', deps.mailer);
}
