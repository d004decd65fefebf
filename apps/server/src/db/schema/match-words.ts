import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The texts the matching module keeps a dictionary of, each counted from a normalised column:
 * works' titles (`musical_works.title_match`), recordings' titles and artists
 * (`sound_recordings.title_match`, `artist_match`), rights holders' names (`rights_holders.name_match`).
 */
export const matchFieldValues = ['work title', 'recording title', 'recording artist', 'holder name'] as const;
export type MatchField = (typeof matchFieldValues)[number];

/**
 * The matching module's dictionary (src/matching, docs/decisions/0024): every word of the
 * searched texts, normalised (`match_text`, migration 0036), with how many items hold it. Kept by
 * statement-level triggers on the searched tables, so an import's set of rows counts its words in
 * one statement. A word no item holds any more stays, with 0 items, and is not offered.
 */
export const matchWords = pgTable(
  'match_words',
  {
    field: text('field', { enum: matchFieldValues }).notNull(),
    word: text('word').notNull(),
    items: integer('items').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.field, t.word] }),
    // The typed word's closest dictionary words (pg_trgm similarity): a typo past one edit. One index a field: with a
    // single index, PostgreSQL read every word of the field and compared each (6 ms against 0.1).
    ...matchFieldValues.map((field) =>
      index(`match_words_${field.replace(' ', '_')}_trgm_idx`)
        .using('gin', sql`${t.word} gin_trgm_ops`)
        .where(sql.raw(`field = '${field}'`)),
    ),
  ],
);

/**
 * Each dictionary word under itself and, for words of four letters or more, under each of its
 * one-letter deletions: a typed word and a dictionary word one edit apart (a letter added, left
 * out, changed, or two swapped) share a variant, found through the primary key.
 */
export const matchWordVariants = pgTable(
  'match_word_variants',
  {
    field: text('field', { enum: matchFieldValues }).notNull(),
    variant: text('variant').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.field, t.variant, t.word] })],
);

/** A text's normalised form, kept beside it: each ' · '-joined part through `match_text`, joined by ' | '. */
export function matchTextOf(column: string): SQL {
  return sql.raw(`match_titles(${column})`);
}

/** The words of a normalised column, as the GIN index keeps them and `match_words_in` reads them. */
export function wordsOf(column: PgColumn): SQL {
  return sql`match_words_in(${column})`;
}
