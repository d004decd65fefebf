DROP INDEX "sessions_user_id_idx";--> statement-breakpoint
DROP INDEX "musical_works_owner_status_idx";--> statement-breakpoint
DROP INDEX "sound_recordings_owner_status_idx";--> statement-breakpoint
DROP INDEX "registration_changes_owner_review_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "musical_works_owner_status_idx" ON "musical_works" USING btree ("owner_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "sound_recordings_owner_status_idx" ON "sound_recordings" USING btree ("owner_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "registration_changes_owner_review_idx" ON "registration_changes" USING btree ("owner_id","kind","submitted_at") WHERE "registration_changes"."status" = 'submitted';