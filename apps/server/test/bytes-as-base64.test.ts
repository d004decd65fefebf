import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesValue, readBytesInSlices } from '../src/db/bytes-as-base64';
import type { Database } from '../src/db/database';
import { createTestDatabase } from './support/database';

/** Stored files cross the driver as base64 and are read back a slice a query (db/bytes-as-base64.ts), on both databases. */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const files = pgTable('bytes_samples', { name: text('name').primaryKey(), file: bytea('file').notNull() });

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table bytes_samples (name text primary key, file bytea not null)`);
});

afterAll(async () => {
  await database.close();
});

const store = (name: string, bytes: Buffer) => database.db.insert(files).values({ name, file: bytesValue(bytes) as unknown as Buffer });
const read = (name: string) => readBytesInSlices(database.db, files, files.file, eq(files.name, name));

describe('stored files', () => {
  it('read back byte for byte across slices, at a slice boundary and off it', async () => {
    const slice = 2 * 1024 * 1024;
    for (const size of [0, 1, slice, slice + 1, 2 * slice + 12_345]) {
      const bytes = randomBytes(size);
      await store(`file-${size}`, bytes);
      const back = await read(`file-${size}`);
      expect(back?.length).toBe(size);
      expect(back?.equals(bytes)).toBe(true);
    }
  });

  it('are undefined once their row is gone', async () => {
    expect(await read('no such file')).toBeUndefined();
  });
});
