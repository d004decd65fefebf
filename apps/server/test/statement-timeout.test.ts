import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { isStatementCancelled } from '../src/lib/db-errors';
import { createTestDatabase, testDatabaseKind } from './support/database';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Short, so that a query of a second runs past it. */
const STATEMENT_TIMEOUT_MS = 300;
const TOOK_TOO_LONG = { message: 'The request took too long: please try again in a moment' };

let t: TestApp;

beforeAll(async () => {
  const database = await createTestDatabase({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  t = await buildTestApp({
    database,
    extraRoutes: (api) => {
      // A runaway query: a second of sleep, past the timeout.
      api.get('/test/runaway', async () => {
        await api.db.execute(sql`select pg_sleep(1)`);
        return { message: 'Done', data: { data: null } };
      });
      // What the database raises for a cancelled statement (57014), on either driver.
      api.get('/test/cancelled', async () => {
        await api.db.execute(sql.raw(`do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`));
        return { message: 'Done', data: { data: null } };
      });
    },
  });
});
afterAll(() => t.close());

describe('a statement that runs too long', () => {
  it('is answered 503 "The request took too long" with Retry-After, never a bare 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/cancelled' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(TOOK_TOO_LONG);
    expect(res.headers['retry-after']).toBe('5');
  });

  describe.runIf(testDatabaseKind() === 'postgres')('on PostgreSQL', () => {
    it('is cancelled by the server at the statement timeout, and its connection serves the next request', async () => {
      const started = Date.now();
      await expect(t.db.execute(sql`select pg_sleep(5)`)).rejects.toSatisfy(isStatementCancelled);
      expect(Date.now() - started).toBeLessThan(3_000);

      const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/runaway' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(TOOK_TOO_LONG);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    });

    it('holds on every pooled connection, inside transactions too', async () => {
      const timeouts = await t.db.transaction(async (tx) => executeRows(tx, sql`show statement_timeout`));
      expect(timeouts).toEqual([{ statement_timeout: `${STATEMENT_TIMEOUT_MS}ms` }]);
    });

    it('does not limit migrations, and the connection that ran them keeps the limit afterwards', async () => {
      await t.database.migrate();
      expect(await executeRows(t.db, sql`show statement_timeout`)).toEqual([{ statement_timeout: `${STATEMENT_TIMEOUT_MS}ms` }]);
    });
  });
});
