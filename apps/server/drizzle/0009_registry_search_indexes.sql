DROP INDEX "musical_work_shares_rights_holder_idx";--> statement-breakpoint
CREATE INDEX "registration_events_deleted_idx" ON "registration_events" USING btree ("kind","item_id") WHERE "registration_events"."event" = 'deleted';--> statement-breakpoint
CREATE INDEX "musical_work_shares_rights_holder_idx" ON "musical_work_shares" USING btree ("rights_holder_id","role","work_id");