import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A GIN trigram index's key: the column without accents (`unaccented`, migration 0019), the very
 * expression `resembles` and `containsText` (lib/search-text.ts) search, so a search reads the index
 * whatever accents the text or the typed words carry.
 */
export function trigramsOf(column: PgColumn): SQL {
  return sql`unaccented(${column}) gin_trgm_ops`;
}
