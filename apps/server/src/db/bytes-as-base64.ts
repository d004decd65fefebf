import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from './database';

/**
 * Large bytea values (uploaded files) cross the driver as base64 text. PGlite turns a bytea
 * parameter into its text form and parses a bytea result byte by byte in JavaScript: a 19 MB
 * upload took 14 s to store and 6 s to read back; as base64, which PostgreSQL encodes and decodes
 * itself and Node's Buffer reads natively, 3 s and 1 s. node-postgres is as fast either way.
 */

/** SQL: bytes to write into a bytea column. */
export function bytesValue(bytes: Buffer): SQL {
  return sql`decode(${bytes.toString('base64')}, 'base64')`;
}

/** Bytes a query reads of a stored file (readBytesInSlices). */
const SLICE_BYTES = 2 * 1024 * 1024;

/**
 * A stored file's bytes, a slice a query, or undefined when its row is gone. Read as one value, a 33 MB upload held
 * the event loop for 0.4 s while the driver gathered its message and decoded it, and every member's request waited
 * that out; a slice takes milliseconds, and other requests run between two. `where` picks one row of `table`.
 */
export async function readBytesInSlices(db: Db, table: PgTable, column: PgColumn, where: SQL): Promise<Buffer | undefined> {
  const [head] = await executeRows<{ size: number | null }>(db, sql`select octet_length(${column})::int as size from ${table} where ${where}`);
  if (!head || head.size === null) return undefined;
  const bytes = Buffer.alloc(head.size);
  for (let offset = 0; offset < head.size; offset += SLICE_BYTES) {
    const [slice] = await executeRows<{ base64: string }>(
      db,
      sql`select encode(substring(${column} from ${offset + 1}::int for ${SLICE_BYTES}::int), 'base64') as base64 from ${table} where ${where}`,
    );
    if (!slice) return undefined;
    bytes.write(slice.base64, offset, 'base64');
  }
  return bytes;
}

/** `row`, read without its stored file, with the file read in slices; undefined when either is gone. */
export async function withStoredFile<Row extends object>(
  db: Db,
  row: Row | undefined,
  stored: { table: PgTable; column: PgColumn; where: SQL },
): Promise<(Row & { file: Buffer }) | undefined> {
  const file = row && (await readBytesInSlices(db, stored.table, stored.column, stored.where));
  return row && file ? { ...row, file } : undefined;
}
