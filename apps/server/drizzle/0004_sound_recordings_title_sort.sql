DROP INDEX "sound_recordings_owner_title_idx";--> statement-breakpoint
CREATE INDEX "sound_recordings_owner_title_idx" ON "sound_recordings" USING btree ("owner_id",lower("title"),"id");