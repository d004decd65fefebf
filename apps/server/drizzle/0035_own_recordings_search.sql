-- A member's own recordings list searches drafts too: its title and artist searches get trigram indexes over every
-- recording, beside the registry's, which hold registered ones only.
CREATE INDEX "sound_recordings_title_trgm_idx" ON "sound_recordings" USING gin (unaccented("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sound_recordings_artists_trgm_idx" ON "sound_recordings" USING gin (unaccented("artist_names") gin_trgm_ops);