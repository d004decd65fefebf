import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { catalogueImports } from '../../db/schema';

/** The file an item was imported with, for staff's review page: its name and when it came in. */
export async function findImportOrigin(db: Db, importId: string | null): Promise<{ file_name: string; imported_at: string } | null> {
  if (!importId) return null;
  const [row] = await db
    .select({ fileName: catalogueImports.fileName, createdAt: catalogueImports.createdAt })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, importId));
  return row ? { file_name: row.fileName, imported_at: row.createdAt.toISOString() } : null;
}
