import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { insertJsonRows, insertJsonRowsReturning } from '../src/db/insert-json-rows';
import { createTestDatabase } from './support/database';

/**
 * Many rows in one statement as one JSON parameter (db/insert-json-rows.ts): what it stores must be
 * what drizzle's own insert stores for the same rows, column type by column type, on both databases.
 */

const samples = pgTable('json_rows_samples', {
  id: uuid('id').primaryKey().defaultRandom(),
  batch: text('batch').notNull(),
  title: text('title').notNull(),
  note: text('note'),
  position: integer('position').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  controlled: boolean('controlled').notNull(),
  kind: text('kind', { enum: ['writer', 'publisher'] }).notNull(),
  names: text('names').array().notNull(),
  details: jsonb('details').$type<{ shares: number[]; label: string | null } | string[]>().notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  status: text('status').notNull().default('draft'),
});

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table json_rows_samples (
    id uuid primary key default gen_random_uuid(), batch text not null, title text not null, note text, position integer not null, amount_minor bigint not null,
    controlled boolean not null, kind text not null, names text[] not null, details jsonb not null, decided_at timestamptz,
    created_at timestamptz not null default now(), status text not null default 'draft')`);
});

afterAll(async () => {
  await database.close();
});

const rowsOf = (batch: string) => [
  {
    batch,
    title: 'Copper Sky — "quoted", with a comma; and a \\ backslash',
    note: null,
    position: 1,
    // Past what a double holds exactly: JSON carries it as its digits.
    amountMinor: 9_007_199_254_740_993n,
    controlled: true,
    kind: 'writer' as const,
    names: ['Ada Lovelace', 'Åsa {braces}, "quotes"', ''],
    details: { shares: [50, 25.5], label: null },
    decidedAt: new Date('2026-03-04T05:06:07.089Z'),
  },
  {
    batch,
    title: '日本語のタイトル',
    note: 'line one\nline two',
    position: 2,
    amountMinor: -5n,
    controlled: false,
    kind: 'publisher' as const,
    names: [],
    details: ['an', 'array'],
    decidedAt: null,
  },
];

async function stored(batch: string) {
  const rows = await database.db.select().from(samples).where(sql`${samples.batch} = ${batch}`).orderBy(asc(samples.position));
  return rows.map(({ id: _id, createdAt, batch: _batch, ...row }) => ({ ...row, createdAt: createdAt instanceof Date }));
}

describe('insertJsonRows', () => {
  it('stores every kind of value as drizzle’s own insert does, and leaves left-out columns to their defaults', async () => {
    await database.db.insert(samples).values(rowsOf('drizzle'));
    await insertJsonRows(database.db, samples, rowsOf('json'));
    const json = await stored('json');
    expect(json).toEqual(await stored('drizzle'));
    expect(json.map((row) => row.status)).toEqual(['draft', 'draft']);
    expect(json[0]?.names).toEqual(['Ada Lovelace', 'Åsa {braces}, "quotes"', '']);
    expect(json[0]?.decidedAt?.toISOString()).toBe('2026-03-04T05:06:07.089Z');
    expect(json.map((row) => row.amountMinor)).toEqual([9_007_199_254_740_993n, -5n]);
  });

  it('keeps ids chosen by the caller', async () => {
    const ids = [randomUUID(), randomUUID()];
    await insertJsonRows(
      database.db,
      samples,
      rowsOf('ids').map((row, index) => ({ ...row, id: ids[index] })),
    );
    const rows = await database.db.select({ id: samples.id }).from(samples).where(sql`${samples.batch} = 'ids'`).orderBy(asc(samples.position));
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it('refuses rows that do not give the same columns, and a column the table lacks, writing nothing', async () => {
    const [first, second] = rowsOf('mixed');
    if (!first || !second) throw new Error('two sample rows');
    await expect(insertJsonRows(database.db, samples, [first, { ...second, decidedAt: undefined }])).rejects.toThrow(/same columns/);
    await expect(insertJsonRows(database.db, samples, [{ ...first, nickname: 'x' } as unknown as typeof first])).rejects.toThrow(/no column nickname/);
    expect(await stored('mixed')).toEqual([]);
  });

  it('does nothing for no rows', async () => {
    await expect(insertJsonRows(database.db, samples, [])).resolves.toBeUndefined();
  });

  it('answers the rows stored as drizzle’s select reads them, defaults included', async () => {
    const answered = await insertJsonRowsReturning(database.db, samples, rowsOf('returning'));
    const selected = await database.db.select().from(samples).where(sql`${samples.batch} = 'returning'`);
    const byPosition = (rows: typeof selected) => [...rows].sort((a, b) => a.position - b.position);
    expect(byPosition(answered)).toEqual(byPosition(selected));
    expect(answered.map((row) => row.status)).toEqual(['draft', 'draft']);
    expect(answered.every((row) => row.createdAt instanceof Date)).toBe(true);
    expect(await insertJsonRowsReturning(database.db, samples, [])).toEqual([]);
  });
});
