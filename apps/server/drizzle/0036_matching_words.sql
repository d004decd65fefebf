-- The matching module (src/matching, docs/decisions/0024-search-by-corrected-words.md).
-- 1. match_text normalises a title or a name once, in the database, the same on PostgreSQL and PGlite: lower case, no
--    accents, no apostrophes, punctuation as spaces, no leading article, no featuring credit, no version words
--    ("Hey Jude - Remastered 2015" is "hey jude"). Punctuation is listed rather than matched as a class: classes follow
--    the database's locale. A title that is nothing but an article or a version word keeps it.
-- 2. Works keep their titles (title and alternative titles, ' | ' between them) and recordings their title and artists in
--    that form, as generated columns; GIN indexes hold their words.
-- 3. match_words is the dictionary of those words with how many items hold each, and match_word_variants each word under
--    its one-letter deletions, so a typed word finds the words one edit away through a B-tree. Statement-level triggers
--    keep both, so an import's batch counts its words in one statement.
CREATE FUNCTION match_spacing(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(regexp_replace($1, '[''’]', '', 'g'), '[\s!-/:-@\[-`{-~·…–—‘“”«»¿¡]+', ' ', 'g')) $$;--> statement-breakpoint
CREATE FUNCTION match_text(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(nullif(match_spacing(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(plain,
      '\s*[(\[]\s*(feat\.?|ft\.?|featuring|with)\s[^)\]]*[)\]]|\s+(feat\.|ft\.|featuring)\s.*$', '', 'g'),
      '\s*[(\[][^)\]]*\m(live|remaster|remastered|remix|mix|edit|version|acoustic|demo|mono|stereo|instrumental|unplugged|extended)\M[^)\]]*[)\]]', '', 'g'),
      '\s+[-–—]\s+[^-–—]*\m(live|remaster|remastered|remix|mix|edit|version|acoustic|demo|mono|stereo|instrumental|unplugged|extended)\M.*$', ''),
      '^\s*(the|a|an|le|la|les|el|los|las|der|die|das|il|lo|gli)\s+', ''),
      '^\s*[ld][''’]', '')), ''), match_spacing(plain))
  FROM (SELECT lower(unaccented($1)) AS plain) AS lowered $$;--> statement-breakpoint
CREATE FUNCTION match_titles(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(string_agg(match_text(part), ' | ' ORDER BY n), '') FROM unnest(string_to_array($1, ' · ')) WITH ORDINALITY AS parts(part, n) $$;--> statement-breakpoint
CREATE FUNCTION match_words_in(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_remove(string_to_array($1, ' '), '|') $$;--> statement-breakpoint
-- ROWS 10: a word's variants are few; the default guess of 1,000 made a typed word's look-up hash every variant of the field.
CREATE FUNCTION match_variants(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT ROWS 10 AS $$
  SELECT $1 UNION SELECT overlay($1 PLACING '' FROM i FOR 1) FROM generate_series(1, length($1)) AS i WHERE length($1) >= 4 $$;--> statement-breakpoint
CREATE TABLE "match_word_variants" (
	"field" text NOT NULL,
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "match_word_variants_field_variant_word_pk" PRIMARY KEY("field","variant","word")
);
--> statement-breakpoint
CREATE TABLE "match_words" (
	"field" text NOT NULL,
	"word" text NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "match_words_field_word_pk" PRIMARY KEY("field","word")
);
--> statement-breakpoint
ALTER TABLE "musical_works" ADD COLUMN "title_match" text GENERATED ALWAYS AS (match_titles(search_titles)) STORED NOT NULL;--> statement-breakpoint
-- One ALTER for both columns: each ALTER that adds a stored column rewrites the table and its indexes.
ALTER TABLE "sound_recordings" ADD COLUMN "title_match" text GENERATED ALWAYS AS (match_titles(title)) STORED NOT NULL,
  ADD COLUMN "artist_match" text GENERATED ALWAYS AS (match_titles(artist_names)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "match_words_work_title_trgm_idx" ON "match_words" USING gin ("word" gin_trgm_ops) WHERE field = 'work title';--> statement-breakpoint
CREATE INDEX "match_words_recording_title_trgm_idx" ON "match_words" USING gin ("word" gin_trgm_ops) WHERE field = 'recording title';--> statement-breakpoint
CREATE INDEX "match_words_recording_artist_trgm_idx" ON "match_words" USING gin ("word" gin_trgm_ops) WHERE field = 'recording artist';--> statement-breakpoint
CREATE INDEX "musical_works_title_words_idx" ON "musical_works" USING gin (match_words_in("title_match"));--> statement-breakpoint
CREATE INDEX "musical_works_title_match_idx" ON "musical_works" USING btree ("title_match");--> statement-breakpoint
CREATE INDEX "sound_recordings_title_words_idx" ON "sound_recordings" USING gin (match_words_in("title_match"));--> statement-breakpoint
CREATE INDEX "sound_recordings_artist_words_idx" ON "sound_recordings" USING gin (match_words_in("artist_match"));--> statement-breakpoint
CREATE INDEX "sound_recordings_title_match_idx" ON "sound_recordings" USING btree ("title_match");--> statement-breakpoint
CREATE FUNCTION match_words_count(field text, texts text[], delta integer) RETURNS void LANGUAGE sql AS $$
  WITH counted AS (
    SELECT word, count(DISTINCT item)::integer AS items
    FROM unnest(texts) WITH ORDINALITY AS given(text, item), unnest(match_words_in(text)) AS words(word)
    WHERE word <> '' GROUP BY word
  ), stored AS (
    INSERT INTO match_words AS dictionary (field, word, items) SELECT field, word, items * delta FROM counted ORDER BY word
    ON CONFLICT (field, word) DO UPDATE SET items = dictionary.items + excluded.items
    RETURNING dictionary.word, dictionary.xmax = 0 AS is_new
  )
  INSERT INTO match_word_variants (field, variant, word)
  SELECT field, variant, word FROM stored, match_variants(word) AS variant WHERE is_new
  ON CONFLICT DO NOTHING $$;--> statement-breakpoint
CREATE FUNCTION match_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  field text;
  column_name text;
  was_texts text[];
  now_texts text[];
BEGIN
  -- The arguments are pairs: a dictionary's field, then the column of normalised text its words are counted from.
  FOR pair IN 0 .. TG_NARGS / 2 - 1 LOOP
    field := TG_ARGV[pair * 2];
    column_name := TG_ARGV[pair * 2 + 1];
    IF TG_OP = 'INSERT' THEN
      PERFORM match_words_count(field, array(SELECT to_jsonb(n) ->> column_name FROM new_rows AS n), 1);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM match_words_count(field, array(SELECT to_jsonb(o) ->> column_name FROM old_rows AS o), -1);
    ELSE
      -- Only rows whose text changed: a status change counts no word. One pass over the rows for both counts.
      SELECT array_agg(was), array_agg(now) INTO was_texts, now_texts
        FROM (SELECT to_jsonb(o) ->> column_name AS was, to_jsonb(n) ->> column_name AS now
          FROM old_rows AS o JOIN new_rows AS n USING (id)) AS compared
        WHERE was IS DISTINCT FROM now;
      IF was_texts IS NOT NULL THEN
        PERFORM match_words_count(field, was_texts, -1);
        PERFORM match_words_count(field, now_texts, 1);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The dictionary of what is stored today, in one pass each.
INSERT INTO "match_words" ("field", "word", "items")
  SELECT 'work title', word, count(*) FROM "musical_works", unnest(array(SELECT DISTINCT unnest(match_words_in("title_match")))) AS word
  WHERE word <> '' GROUP BY word;--> statement-breakpoint
INSERT INTO "match_words" ("field", "word", "items")
  SELECT 'recording title', word, count(*) FROM "sound_recordings", unnest(array(SELECT DISTINCT unnest(match_words_in("title_match")))) AS word
  WHERE word <> '' GROUP BY word;--> statement-breakpoint
INSERT INTO "match_words" ("field", "word", "items")
  SELECT 'recording artist', word, count(*) FROM "sound_recordings", unnest(array(SELECT DISTINCT unnest(match_words_in("artist_match")))) AS word
  WHERE word <> '' GROUP BY word;--> statement-breakpoint
INSERT INTO "match_word_variants" ("field", "variant", "word")
  SELECT DISTINCT "field", variant, "word" FROM "match_words", match_variants("word") AS variant;--> statement-breakpoint
CREATE TRIGGER musical_works_match_words_inserted AFTER INSERT ON "musical_works" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('work title', 'title_match');--> statement-breakpoint
CREATE TRIGGER musical_works_match_words_updated AFTER UPDATE ON "musical_works" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('work title', 'title_match');--> statement-breakpoint
CREATE TRIGGER musical_works_match_words_deleted AFTER DELETE ON "musical_works" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('work title', 'title_match');--> statement-breakpoint
CREATE TRIGGER sound_recordings_match_words_inserted AFTER INSERT ON "sound_recordings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('recording title', 'title_match', 'recording artist', 'artist_match');--> statement-breakpoint
CREATE TRIGGER sound_recordings_match_words_updated AFTER UPDATE ON "sound_recordings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('recording title', 'title_match', 'recording artist', 'artist_match');--> statement-breakpoint
CREATE TRIGGER sound_recordings_match_words_deleted AFTER DELETE ON "sound_recordings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('recording title', 'title_match', 'recording artist', 'artist_match');--> statement-breakpoint
-- Statistics of what was just filled: planned on tables it thought empty, a typed word's look-up took seconds.
ANALYZE "match_words", "match_word_variants", "musical_works", "sound_recordings";
