import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type Database } from '../src/db/database';
import { createTestDatabase } from './support/database';
import { migrationsUpTo } from './support/migrations';

/**
 * Migration 0005 (the registration core) on a database that holds what 0004 left: both audit
 * trails move into registration_events, and identifiers saved before the contract normalised
 * them (a seeded ISRC with hyphens) are stored in their canonical form.
 */

let database: Database;
let earlier: string;

const ada = '11111111-1111-4111-8111-111111111111';
const work = '22222222-2222-4222-8222-222222222222';
const goneWork = '33333333-3333-4333-8333-333333333333';
const recording = '44444444-4444-4444-8444-444444444444';

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  earlier = migrationsUpTo(4);
  await database.migrate({ migrationsFolder: earlier });
  const { db } = database;
  await db.execute(sql`insert into users (id, email, password_hash, register_as, isni_number, ipi_name_number)
    values (${ada}, 'ada@example.com', 'x', 'individual', '0000 0001 2281 955X', '52210040')`);
  await db.execute(sql`insert into rights_holders (name, kind, isni, ipi_name_number) values ('Keiko Tanaka', 'person', '0000-0001-1111-1118', 'IPI 199')`);
  await db.execute(sql`insert into musical_works (id, owner_id, title, search_titles, iswc, status, registered_at)
    values (${work}, ${ada}, 'Northern Waltz', 'Northern Waltz', 'T-034.524.680-1', 'registered', now())`);
  await db.execute(sql`insert into musical_work_events (work_id, actor_id, actor_name, event, changes)
    values (${work}, ${ada}, 'Ada Okafor', 'created', '[{"field":"title","old":null,"new":"Northern Waltz"}]'),
           (${goneWork}, ${ada}, 'Ada Okafor', 'created', '[]'),
           (${goneWork}, ${ada}, 'Ada Okafor', 'deleted', '[{"field":"title","old":"Scratch","new":null}]')`);
  await db.execute(sql`insert into sound_recordings (id, owner_id, title, isrc, upc, status, registered_at)
    values (${recording}, ${ada}, 'Northern Waltz', 'GB-NLR-21-00001', '0360 0029 1452', 'registered', now())`);
  await db.execute(sql`insert into sound_recording_events (owner_id, recording_id, recording_title, recording_isrc, event, actor_name)
    values (${ada}, ${recording}, 'Northern Waltz', 'GB-NLR-21-00001', 'registered', 'Sam Reviewer')`);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  rmSync(earlier, { recursive: true, force: true });
});

describe('migration 0005', () => {
  it('moves both audit trails into one, with owners, titles and identifiers, a deleted draft’s included', async () => {
    const events = await executeRows<{ kind: string; item_id: string; owner_id: string; item_title: string; item_identifier: string | null; event: string }>(
      database.db,
      sql`select kind, item_id, owner_id, item_title, item_identifier, event from registration_events order by kind, item_title, event`,
    );
    expect(events).toEqual([
      { kind: 'musical_work', item_id: work, owner_id: ada, item_title: 'Northern Waltz', item_identifier: 'T0345246801', event: 'created' },
      { kind: 'musical_work', item_id: goneWork, owner_id: ada, item_title: 'Scratch', item_identifier: null, event: 'created' },
      { kind: 'musical_work', item_id: goneWork, owner_id: ada, item_title: 'Scratch', item_identifier: null, event: 'deleted' },
      { kind: 'sound_recording', item_id: recording, owner_id: ada, item_title: 'Northern Waltz', item_identifier: 'GBNLR2100001', event: 'registered' },
    ]);
    const tables = await executeRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_name in ('musical_work_events', 'sound_recording_events')`,
    );
    expect(tables).toEqual([]);
  });

  it('stores every identifier in its canonical form', async () => {
    const [row] = await executeRows<Record<string, string>>(
      database.db,
      sql`select r.isrc, r.upc, w.iswc, u.isni_number, u.ipi_name_number, h.isni, h.ipi_name_number as holder_ipi
          from sound_recordings r, musical_works w, users u, rights_holders h`,
    );
    expect(row).toEqual({
      isrc: 'GBNLR2100001',
      upc: '036000291452',
      iswc: 'T0345246801',
      isni_number: '000000012281955X',
      ipi_name_number: '00052210040',
      isni: '0000000111111118',
      holder_ipi: '00000000199',
    });
  });
});
