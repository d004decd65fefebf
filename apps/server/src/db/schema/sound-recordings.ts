import { contentTypeValues, performerRoleValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { registrationColumns } from './registration-columns';
import { matchTextOf, wordsOf } from './match-words';
import { trigramsOf } from './search-indexes';
import { musicalWorks } from './musical-works';
import { rightsHolders } from './rights-holders';

/** Sound recordings, their line-up and master ownership (docs/domain.md#sound-recordings); their events are the registration core's. */
export const soundRecordings = pgTable(
  'sound_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...registrationColumns(),
    title: text('title').notNull(),
    version: text('version'),
    /** Compact form (ISO 3901): GBEMI0300013. */
    isrc: text('isrc'),
    mainArtists: text('main_artists').array().notNull().default(sql`'{}'::text[]`),
    featuredArtists: text('featured_artists').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Main and featured artists as one text, kept in step by the repository, so that the
     * registry's artist search has one trigram index to read (array_to_string is not immutable,
     * so it cannot be a generated column).
     */
    artistNames: text('artist_names').notNull().default(''),
    /** Title and artists normalised for matching (src/matching): what the word indexes and ranking read. */
    titleMatch: text('title_match')
      .notNull()
      .generatedAlwaysAs(matchTextOf('title')),
    artistMatch: text('artist_match')
      .notNull()
      .generatedAlwaysAs(matchTextOf('artist_names')),
    contentType: text('content_type', { enum: contentTypeValues }).notNull().default('audio'),
    /** Whole seconds. */
    duration: integer('duration'),
    pYear: integer('p_year'),
    pOwner: text('p_owner'),
    releaseTitle: text('release_title'),
    releaseDate: date('release_date', { mode: 'string' }),
    recordLabel: text('record_label'),
    upc: text('upc'),
    genre: text('genre'),
    recordingCountry: text('recording_country'),
    commissioningCountry: text('commissioning_country'),
    musicalWorkId: uuid('musical_work_id').references(() => musicalWorks.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The member's list, read backwards for newest first (ascending keys match ORDER BY … DESC's
    // NULLS FIRST, which a DESC NULLS LAST index would not); other sorts read the member's rows only.
    index('sound_recordings_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    index('sound_recordings_owner_title_idx').on(t.ownerId, sql`lower(${t.title})`, t.id),
    index('sound_recordings_owner_status_idx').on(t.ownerId, t.status, t.updatedAt, t.id),
    // The dashboard's registrations per month, read from the index alone.
    index('sound_recordings_owner_registered_idx').on(t.ownerId, t.registeredAt).where(sql`${t.registeredAt} is not null`),
    index('sound_recordings_musical_work_idx').on(t.musicalWorkId),
    // text_pattern_ops: equality, and a list search by the start of an ISRC (LIKE 'GB10002%') whatever the collation.
    index('sound_recordings_isrc_idx').on(t.isrc.op('text_pattern_ops')),
    // A recording the society has registered owns its ISRC, also while an edit is back in review
    // (docs/domain.md#sound-recordings); the service answers 409 naming it before this index fires.
    uniqueIndex('sound_recordings_registered_isrc_idx').on(t.isrc).where(sql`${t.registeredAt} is not null`),
    // The registry (GET /sound-recordings/search) reads registered recordings only: typo-tolerant title, artist, label, accents aside.
    index('sound_recordings_registry_title_trgm_idx')
      .using('gin', trigramsOf(t.title))
      .where(sql`${t.status} = 'registered'`),
    index('sound_recordings_registry_artists_trgm_idx')
      .using('gin', trigramsOf(t.artistNames))
      .where(sql`${t.status} = 'registered'`),
    index('sound_recordings_registry_label_trgm_idx')
      .using('gin', trigramsOf(t.recordLabel))
      .where(sql`${t.status} = 'registered'`),
    // A member's own list searches their drafts too (GET /sound-recordings?q=): title and artists, accents aside. Without
    // these, a label's search of its 91,000 recordings compared every title and artist line: 530 ms, against 4 ms.
    index('sound_recordings_title_trgm_idx').using('gin', trigramsOf(t.title)),
    index('sound_recordings_artists_trgm_idx').using('gin', trigramsOf(t.artistNames)),
    // The matching module's word searches (src/matching) and its "same title after normalisation".
    index('sound_recordings_title_words_idx').using('gin', wordsOf(t.titleMatch)),
    index('sound_recordings_artist_words_idx').using('gin', wordsOf(t.artistMatch)),
    index('sound_recordings_title_match_idx').on(t.titleMatch),
    index('sound_recordings_registry_registered_idx').on(t.registeredAt).where(sql`${t.status} = 'registered'`),
    // The staff review queue reads the recordings submitted for registration, oldest first.
    index('sound_recordings_review_idx').on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
    check('sound_recordings_duration_check', sql`${t.duration} between 0 and 86399`),
  ],
);

export type SoundRecordingRow = typeof soundRecordings.$inferSelect;
export type NewSoundRecordingRow = typeof soundRecordings.$inferInsert;

/** The line-up: featured and non-featured performers, in the order the member lists them. */
export const soundRecordingPerformers = pgTable(
  'sound_recording_performers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => soundRecordings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: performerRoleValues }).notNull(),
    instrumentOrPart: text('instrument_or_part'),
    rightsHolderId: uuid('rights_holder_id').references(() => rightsHolders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sound_recording_performers_recording_idx').on(t.recordingId, t.position),
    index('sound_recording_performers_rights_holder_idx').on(t.rightsHolderId),
  ],
);

/** Master ownership: who owns which share of the recording, in basis points (100% = 10000). */
export const soundRecordingOwners = pgTable(
  'sound_recording_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => soundRecordings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    rightsHolderId: uuid('rights_holder_id')
      .notNull()
      .references(() => rightsHolders.id, { onDelete: 'restrict' }),
    shareBp: integer('share_bp').notNull(),
  },
  (t) => [
    uniqueIndex('sound_recording_owners_recording_holder_idx').on(t.recordingId, t.rightsHolderId),
    index('sound_recording_owners_rights_holder_idx').on(t.rightsHolderId),
    check('sound_recording_owners_share_check', sql`${t.shareBp} between 0 and 10000`),
  ],
);
