import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Large bytea values (uploaded files) cross the driver as base64 text. PGlite turns a bytea
 * parameter into its text form and parses a bytea result byte by byte in JavaScript: a 19 MB
 * upload took 14 s to store and 6 s to read back; as base64, which PostgreSQL encodes and decodes
 * itself and Node's Buffer reads natively, 3 s and 1 s. node-postgres is as fast either way.
 */

/** SQL: the column's bytes, read as a Buffer. */
export function bytesOf(column: PgColumn): SQL<Buffer> {
  return sql<Buffer>`encode(${column}, 'base64')`.mapWith((value: string) => Buffer.from(value, 'base64'));
}

/** SQL: bytes to write into a bytea column. */
export function bytesValue(bytes: Buffer): SQL {
  return sql`decode(${bytes.toString('base64')}, 'base64')`;
}
