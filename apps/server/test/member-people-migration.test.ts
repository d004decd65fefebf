import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';
import { hashToken } from '../src/lib/secrets';
import { createTestDatabase } from './support/database';
import { DEFAULT_PASSWORD } from './support/factories';
import { migrationsUpTo } from './support/migrations';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Migration 0042 (a member's people) on a database from before it: the member becomes its own
 * administrator, its session still works, it logs in and sees its works as before.
 */

let t: TestApp;
let earlier: string;
const label = '55555555-5555-4555-8555-555555555555';
const staff = '66666666-6666-4666-8666-666666666666';
const work = '77777777-7777-4777-8777-777777777777';
const oldToken = 'a-session-token-from-before-the-migration';

beforeAll(async () => {
  const database = await createTestDatabase({ migrate: false });
  earlier = migrationsUpTo(41);
  await database.migrate({ migrationsFolder: earlier });
  const { db } = database;
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  await db.execute(sql`insert into users (id, email, password_hash, register_as, corporation_name, email_verified_at)
    values (${label}, 'aurora@example.com', ${passwordHash}, 'corporate', 'Aurora Records', now())`);
  await db.execute(sql`insert into users (id, email, password_hash, role, register_as, given_name, email_verified_at)
    values (${staff}, 'sam@society.example', ${passwordHash}, 'staff', 'individual', 'Sam', now())`);
  await db.execute(sql`insert into musical_works (id, owner_id, title, search_titles, status) values (${work}, ${label}, 'Northern Waltz', 'northern waltz', 'draft')`);
  await db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values (${label}, ${hashToken(oldToken)}, now() + interval '1 day')`);
  await database.migrate();
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
  rmSync(earlier, { recursive: true, force: true });
});

describe('migration 0042: a member’s people', () => {
  it('makes every member its own administrator, and no one else', async () => {
    const rows = await executeRows<{ member_id: string; person_id: string; role: string }>(t.db, sql`select member_id, person_id, role from member_people`);
    expect(rows).toEqual([{ member_id: label, person_id: label, role: 'administrator' }]);
  });

  it('keeps a session from before working, acting for the member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/musical-works', headers: { authorization: `Bearer ${oldToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((w: { id: string }) => w.id)).toEqual([work]);
  });

  it('logs the member in as before: it acts for itself and sees its works and bank details', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'aurora@example.com', password: DEFAULT_PASSWORD, bearer: true } });
    expect(login.statusCode).toBe(200);
    const session = login.json().data.data;
    expect(session.user).toMatchObject({ id: label, display_name: 'Aurora Records' });
    expect(session.person).toMatchObject({ id: label, role: 'administrator', is_member: true });
    const auth = { authorization: `Bearer ${session.token as string}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/musical-works/${work}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bank-details', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: auth })).statusCode).toBe(200);
  });

  it('makes a member signed up after it its own administrator too', async () => {
    await t.db.execute(sql`insert into users (email, password_hash, register_as, given_name) values ('new@example.com', 'x', 'individual', 'Nia')`);
    const rows = await executeRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from member_people mp join users u on u.id = mp.member_id and u.id = mp.person_id where u.email = 'new@example.com' and mp.role = 'administrator'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
