import { versionTypeValues, type AlternativeTitle } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { registrationColumns } from './registration-columns';
import { matchTextOf, wordsOf } from './match-words';
import { trigramsOf } from './search-indexes';
import { shareChecks, shareColumns } from './share-columns';

/** A musical work (composition) registered by a member (docs/domain.md#musical-works). */
export const musicalWorks = pgTable(
  'musical_works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...registrationColumns(),
    title: text('title').notNull(),
    /** Each with its type, in the member's order: [{ "title": "Cielo de Cobre", "type": "translated" }]. */
    alternativeTitles: jsonb('alternative_titles').$type<AlternativeTitle[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Title and alternative titles on one line, written with them by the repository: the one
     * column the trigram index covers, so a misspelt title or alternative title is found.
     * (array_to_string is not immutable, so this cannot be a generated column.)
     */
    searchTitles: text('search_titles').notNull(),
    /** The titles normalised for matching, ' | ' between them (src/matching): what the word index and ranking read. */
    titleMatch: text('title_match')
      .notNull()
      .generatedAlwaysAs(matchTextOf('search_titles')),
    /** Compact form, T + 10 digits. */
    iswc: text('iswc'),
    language: text('language'),
    genre: text('genre'),
    /** Whole seconds. */
    duration: integer('duration'),
    creationYear: integer('creation_year'),
    versionType: text('version_type', { enum: versionTypeValues }).notNull().default('original'),
    originalTitle: text('original_title'),
    isInstrumental: boolean('is_instrumental').notNull().default(false),
    /** The member's own code for the work (a catalogue number): a re-imported row finds its work by it. */
    workCode: text('work_code'),
  },
  (t) => [
    index('musical_works_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('musical_works_owner_created_idx').on(t.ownerId, t.createdAt),
    // Title order ignores case: "amber" sorts before "Blue".
    index('musical_works_owner_title_idx').on(t.ownerId, sql`lower(${t.title})`),
    // The member's list filtered by status (memberStatusIs), newest change first; the dashboard's counts
    // read it alone, and its latest drafts and items in review take their first rows.
    index('musical_works_owner_status_idx').on(t.ownerId, t.status, t.updatedAt, t.id),
    // The dashboard's registrations per month, read from the index alone.
    index('musical_works_owner_registered_idx').on(t.ownerId, t.registeredAt).where(sql`${t.registeredAt} is not null`),
    // Typo-tolerant title search (own list and registry), accents aside: pg_trgm, lib/search-text.ts.
    index('musical_works_search_titles_trgm_idx').using('gin', trigramsOf(t.searchTitles)),
    // The matching module's word search (any typed word's corrections, src/matching) and its "same title after normalisation".
    index('musical_works_title_words_idx').using('gin', wordsOf(t.titleMatch)),
    index('musical_works_title_match_idx').on(t.titleMatch),
    // text_pattern_ops: equality, and a list search by the start of an ISWC (LIKE 'T643621%') whatever the collation.
    index('musical_works_iswc_idx').on(t.iswc.op('text_pattern_ops')),
    // Not partial (works without a code are distinct anyway): PostgreSQL keeps statistics of a full index's expression,
    // and without them it guessed that a batch's codes matched most works and read the whole table (an import's
    // matching, 20-80 ms a batch at 110,000 works instead of 4).
    uniqueIndex('musical_works_owner_work_code_idx').on(t.ownerId, sql`lower(${t.workCode})`),
    // A work the society has registered owns its ISWC: no second work may carry it.
    uniqueIndex('musical_works_registered_iswc_idx').on(t.iswc).where(sql`${t.registeredAt} is not null`),
    // The registry's default listing: registered works, newest first.
    index('musical_works_registry_idx').on(t.registeredAt).where(sql`${t.status} = 'registered'`),
    // The staff review queue reads the works submitted for registration, oldest first.
    index('musical_works_review_idx').on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
  ],
);

export type MusicalWorkRow = typeof musicalWorks.$inferSelect;
export type NewMusicalWorkRow = typeof musicalWorks.$inferInsert;

/** One line of a work's share table: a rights holder in a role with a performance and a mechanical share. */
export const musicalWorkShares = pgTable(
  'musical_work_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workId: uuid('work_id')
      .notNull()
      .references(() => musicalWorks.id, { onDelete: 'cascade' }),
    ...shareColumns(),
    /**
     * False for a party the registrant names but does not control (CWR's OWR/OPU beside SWR/SPU):
     * it counts towards 100% like any line, and its holder's claim replaces it (docs/decisions/0013).
     */
    controlled: boolean('controlled').notNull().default(true),
    /** Order of the share table as the member entered it. */
    position: integer('position').notNull(),
    /**
     * The work's title_match, kept by triggers (migration 0041), never written by the application: the works of a
     * title held by hundreds ("Intro") that one writer wrote are read from the writer's lines by this, instead of
     * reading every line of a writer who has thousands (src/matching/batch-match.ts).
     */
    workTitleMatch: text('work_title_match'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('musical_work_shares_work_holder_role_idx').on(t.workId, t.rightsHolderId, t.role),
    index('musical_work_shares_holder_title_idx').on(t.rightsHolderId, t.workTitleMatch),
    // A rights holder's lines; with role and work, the registry's writer and IPI filters read the works
    // of the matching holders from the index alone.
    index('musical_work_shares_rights_holder_idx').on(t.rightsHolderId, t.role, t.workId),
    ...shareChecks('musical_work_shares', t),
  ],
);

export type MusicalWorkShareRow = typeof musicalWorkShares.$inferSelect;
export type NewMusicalWorkShareRow = typeof musicalWorkShares.$inferInsert;
