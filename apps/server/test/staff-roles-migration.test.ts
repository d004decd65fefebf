import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type Database } from '../src/db/database';
import { hashToken } from '../src/lib/secrets';
import { createTestDatabase } from './support/database';
import { migrationIndex, migrationsUpTo } from './support/migrations';
import { buildTestApp, type TestApp } from './support/test-app';

/**
 * Migration 0042 (staff roles) on a database that holds what the release before it left: a staff
 * account, which could do everything, becomes an administrator and keeps working; members get no
 * role; from then on only staff rows carry roles, and every staff row at least one.
 */

let database: Database;
let earlier: string;
let t: TestApp;

const staff = '55555555-5555-4555-8555-555555555555';
const member = '66666666-6666-4666-8666-666666666666';
const signedInAt = new Date('2026-11-20T09:30:00.000Z');
/** The staff member's session token from before the migration. */
const token = 'a-session-token-from-before-the-staff-roles';

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  earlier = migrationsUpTo(migrationIndex('0043_staff_roles') - 1);
  await database.migrate({ migrationsFolder: earlier });
  const { db } = database;
  await db.execute(sql`insert into users (id, email, password_hash, role, register_as, given_name, other_names, email_verified_at)
    values (${staff}, 'sam.before@example.com', 'x', 'staff', 'individual', 'Sam', 'Before', now()),
           (${member}, 'ada.before@example.com', 'x', 'member', 'individual', 'Ada', 'Before', now())`);
  await db.execute(sql`insert into sessions (user_id, token_hash, expires_at, created_at)
    values (${staff}, ${hashToken(token)}, now() + interval '1 day', ${signedInAt.toISOString()})`);
  await database.migrate();
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
  rmSync(earlier, { recursive: true, force: true });
});

describe('migration 0043', () => {
  it('makes every staff account there was an administrator, and gives members no role', async () => {
    const rows = await executeRows<{ id: string; staff_roles: string[] }>(database.db, sql`select id, staff_roles from users order by email`);
    expect(rows).toEqual([
      { id: member, staff_roles: [] },
      { id: staff, staff_roles: ['administrator'] },
    ]);
  });

  it('keeps the staff account working: its session from before reaches the staff accounts page, which shows its last sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/accounts', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([expect.objectContaining({ id: staff, roles: ['administrator'], last_signed_in_at: signedInAt.toISOString() })]);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(session.json().data.data.user).toMatchObject({ role: 'staff', staff_roles: ['administrator'] });
  });

  it('refuses roles on a member’s row, and a staff row without one', async () => {
    await expect(database.db.execute(sql`update users set staff_roles = '{reviewer}' where id = ${member}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update users set staff_roles = '{}' where id = ${staff}`)).rejects.toThrow();
  });
});
