-- Rights holders' names join the matching module (src/matching, migration 0036): the registry's writer filter and the
-- name pickers correct each typed word of a name against a dictionary of the names' words, then match words through a
-- GIN index, instead of comparing the typed name's trigrams with every name (155 ms for "james haroley" at 337,000 names).
ALTER TABLE "rights_holders" ADD COLUMN "name_match" text GENERATED ALWAYS AS (match_titles(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "rights_holders_name_words_idx" ON "rights_holders" USING gin (match_words_in("name_match"));--> statement-breakpoint
CREATE INDEX "rights_holders_name_match_idx" ON "rights_holders" USING btree ("name_match");--> statement-breakpoint
CREATE INDEX "match_words_holder_name_trgm_idx" ON "match_words" USING gin ("word" gin_trgm_ops) WHERE field = 'holder name';--> statement-breakpoint
INSERT INTO "match_words" ("field", "word", "items")
  SELECT 'holder name', word, count(*) FROM "rights_holders", unnest(array(SELECT DISTINCT unnest(match_words_in("name_match")))) AS word
  WHERE word <> '' GROUP BY word;--> statement-breakpoint
INSERT INTO "match_word_variants" ("field", "variant", "word")
  SELECT DISTINCT "field", variant, "word" FROM "match_words", match_variants("word") AS variant WHERE "field" = 'holder name';--> statement-breakpoint
CREATE TRIGGER rights_holders_match_words_inserted AFTER INSERT ON "rights_holders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('holder name', 'name_match');--> statement-breakpoint
CREATE TRIGGER rights_holders_match_words_updated AFTER UPDATE ON "rights_holders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('holder name', 'name_match');--> statement-breakpoint
CREATE TRIGGER rights_holders_match_words_deleted AFTER DELETE ON "rights_holders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_words_follow('holder name', 'name_match');--> statement-breakpoint
-- Statistics of what was just filled: planned on tables it thought empty, a typed word's look-up took seconds.
ANALYZE "match_words", "match_word_variants", "rights_holders";
