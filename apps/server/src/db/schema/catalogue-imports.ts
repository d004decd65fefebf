import { catalogueFileFormatValues, catalogueImportProblemSeverityValues, catalogueImportStateValues, catalogueKindValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A catalogue file a member uploaded (src/features/catalogue-import, docs/catalogue-files.md) and where its
 * import stands. The file itself is kept here, so that any process can run its check and import jobs.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: catalogueKindValues }).notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: catalogueFileFormatValues }).notNull(),
    file: bytea('file').notNull(),
    state: text('state', { enum: catalogueImportStateValues }).notNull().default('uploaded'),
    header: jsonb('header').$type<string[]>().notNull(),
    /** Per column of the file: the template key it fills, or null. */
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull(),
    dataRows: integer('data_rows'),
    summary: jsonb('summary').$type<unknown>(),
    result: jsonb('result').$type<unknown>(),
    submit: boolean('submit'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('catalogue_imports_owner_idx').on(t.ownerId, t.createdAt)],
);

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;
export type NewCatalogueImportRow = typeof catalogueImports.$inferInsert;

/** What the check found on each row (errors, warnings) and what the import did with it (notes). */
export const catalogueImportProblems = pgTable(
  'catalogue_import_problems',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    /** Order of writing, so a row's problems read as they were found. */
    position: integer('position').notNull(),
    row: integer('row').notNull(),
    severity: text('severity', { enum: catalogueImportProblemSeverityValues }).notNull(),
    column: text('column'),
    message: text('message').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    index('catalogue_import_problems_severity_idx').on(t.importId, t.severity, t.position),
  ],
);

/** A member's own header → template key choices, per kind, kept for their next file. */
export const catalogueImportMappings = pgTable(
  'catalogue_import_mappings',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: catalogueKindValues }).notNull(),
    /** Header as written → key, or null for a column the member leaves out. */
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.kind] })],
);
