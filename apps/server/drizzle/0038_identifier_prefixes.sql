-- A member's list finds items by the start of an identifier typed in its search box ("T-643.621", "GB-100-02"): the
-- ISWC and ISRC indexes become text_pattern_ops, which answer LIKE 'prefix%' whatever the database's collation, and
-- equality as before.
DROP INDEX "musical_works_iswc_idx";--> statement-breakpoint
DROP INDEX "sound_recordings_isrc_idx";--> statement-breakpoint
CREATE INDEX "musical_works_iswc_idx" ON "musical_works" USING btree ("iswc" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sound_recordings_isrc_idx" ON "sound_recordings" USING btree ("isrc" text_pattern_ops);