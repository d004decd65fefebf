DROP INDEX "rights_holders_name_trgm_idx";--> statement-breakpoint
DROP INDEX "musical_works_search_titles_trgm_idx";--> statement-breakpoint
DROP INDEX "sound_recordings_registry_title_trgm_idx";--> statement-breakpoint
DROP INDEX "sound_recordings_registry_artists_trgm_idx";--> statement-breakpoint
DROP INDEX "sound_recordings_registry_label_trgm_idx";--> statement-breakpoint
CREATE INDEX "musical_works_owner_registered_idx" ON "musical_works" USING btree ("owner_id","registered_at") WHERE "musical_works"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "sound_recordings_owner_registered_idx" ON "sound_recordings" USING btree ("owner_id","registered_at") WHERE "sound_recordings"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "rights_holders_name_trgm_idx" ON "rights_holders" USING gin (unaccented("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "musical_works_search_titles_trgm_idx" ON "musical_works" USING gin (unaccented("search_titles") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_title_trgm_idx" ON "sound_recordings" USING gin (unaccented("title") gin_trgm_ops) WHERE "sound_recordings"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_artists_trgm_idx" ON "sound_recordings" USING gin (unaccented("artist_names") gin_trgm_ops) WHERE "sound_recordings"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_label_trgm_idx" ON "sound_recordings" USING gin (unaccented("record_label") gin_trgm_ops) WHERE "sound_recordings"."status" = 'registered';