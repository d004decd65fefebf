import { rightsHolderKindValues, rightsHolderRoleValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { matchTextOf, wordsOf } from './match-words';
import { trigramsOf } from './search-indexes';
import { users } from './users';

/**
 * A party holding shares in works and recordings (docs/domain.md#rights-holders-and-shares): a member's own
 * record (user_id set, kept in step with the profile) or a non-member someone added.
 */
export const rightsHolders = pgTable(
  'rights_holders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name normalised for matching (src/matching): what the writer search's word index and ranking read. */
    nameMatch: text('name_match')
      .notNull()
      .generatedAlwaysAs(matchTextOf('name')),
    kind: text('kind', { enum: rightsHolderKindValues }).notNull(),
    /** Identifiers compact, as the contract normalises them. */
    isni: text('isni'),
    ipiNameNumber: text('ipi_name_number'),
    ipiBaseNumber: text('ipi_base_number'),
    roles: text('roles', { enum: rightsHolderRoleValues }).array().notNull().default(sql`'{}'::text[]`),
    nationality: text('nationality'),
    /** The member this record belongs to; a member has exactly one. Never leaves the API. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who added a non-member rights holder to the directory. */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rights_holders_user_id_idx').on(t.userId),
    // Typo-tolerant directory and registry search by name, accents aside (pg_trgm, lib/search-text.ts).
    index('rights_holders_name_trgm_idx').using('gin', trigramsOf(t.name)),
    // The matching module's word search of names (the registry's writer filter, src/matching) and its "same name".
    index('rights_holders_name_words_idx').using('gin', wordsOf(t.nameMatch)),
    index('rights_holders_name_match_idx').on(t.nameMatch),
    index('rights_holders_isni_idx').on(t.isni),
    index('rights_holders_ipi_name_number_idx').on(t.ipiNameNumber),
    // The holders a member added, by name (a catalogue import finds the parties it names among them,
    // resolveNamedRightsHolders), and their records to let go when the member's account is deleted.
    index('rights_holders_created_by_name_idx').on(t.createdById, sql`lower(${t.name})`),
  ],
);

export type RightsHolderRow = typeof rightsHolders.$inferSelect;
export type NewRightsHolderRow = typeof rightsHolders.$inferInsert;
