CREATE TABLE "sound_recording_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"recording_title" text NOT NULL,
	"recording_isrc" text,
	"event" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sound_recording_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recording_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"share_bp" integer NOT NULL,
	CONSTRAINT "sound_recording_owners_share_check" CHECK ("sound_recording_owners"."share_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sound_recording_performers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recording_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"instrument_or_part" text,
	"rights_holder_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sound_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"version" text,
	"isrc" text,
	"main_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"artist_names" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'audio' NOT NULL,
	"duration" integer,
	"p_year" integer,
	"p_owner" text,
	"release_title" text,
	"release_date" date,
	"record_label" text,
	"upc" text,
	"genre" text,
	"recording_country" text,
	"commissioning_country" text,
	"musical_work_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sound_recordings_duration_check" CHECK ("sound_recordings"."duration" between 0 and 86399)
);
--> statement-breakpoint
ALTER TABLE "sound_recording_events" ADD CONSTRAINT "sound_recording_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recording_events" ADD CONSTRAINT "sound_recording_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recording_owners" ADD CONSTRAINT "sound_recording_owners_recording_id_sound_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."sound_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recording_owners" ADD CONSTRAINT "sound_recording_owners_rights_holder_id_rights_holders_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."rights_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recording_performers" ADD CONSTRAINT "sound_recording_performers_recording_id_sound_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."sound_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recording_performers" ADD CONSTRAINT "sound_recording_performers_rights_holder_id_rights_holders_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."rights_holders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recordings" ADD CONSTRAINT "sound_recordings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recordings" ADD CONSTRAINT "sound_recordings_musical_work_id_musical_works_id_fk" FOREIGN KEY ("musical_work_id") REFERENCES "public"."musical_works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sound_recording_events_owner_created_idx" ON "sound_recording_events" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sound_recording_events_recording_created_idx" ON "sound_recording_events" USING btree ("recording_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sound_recording_events_owner_event_created_idx" ON "sound_recording_events" USING btree ("owner_id","event","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sound_recording_owners_recording_holder_idx" ON "sound_recording_owners" USING btree ("recording_id","rights_holder_id");--> statement-breakpoint
CREATE INDEX "sound_recording_owners_rights_holder_idx" ON "sound_recording_owners" USING btree ("rights_holder_id");--> statement-breakpoint
CREATE INDEX "sound_recording_performers_recording_idx" ON "sound_recording_performers" USING btree ("recording_id","position");--> statement-breakpoint
CREATE INDEX "sound_recording_performers_rights_holder_idx" ON "sound_recording_performers" USING btree ("rights_holder_id");--> statement-breakpoint
CREATE INDEX "sound_recordings_owner_updated_idx" ON "sound_recordings" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "sound_recordings_owner_title_idx" ON "sound_recordings" USING btree ("owner_id","title","id");--> statement-breakpoint
CREATE INDEX "sound_recordings_owner_status_idx" ON "sound_recordings" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "sound_recordings_musical_work_idx" ON "sound_recordings" USING btree ("musical_work_id");--> statement-breakpoint
CREATE INDEX "sound_recordings_isrc_idx" ON "sound_recordings" USING btree ("isrc");--> statement-breakpoint
CREATE UNIQUE INDEX "sound_recordings_registered_isrc_idx" ON "sound_recordings" USING btree ("isrc") WHERE "sound_recordings"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_title_trgm_idx" ON "sound_recordings" USING gin ("title" gin_trgm_ops) WHERE "sound_recordings"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_artists_trgm_idx" ON "sound_recordings" USING gin ("artist_names" gin_trgm_ops) WHERE "sound_recordings"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_label_trgm_idx" ON "sound_recordings" USING gin ("record_label" gin_trgm_ops) WHERE "sound_recordings"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "sound_recordings_registry_registered_idx" ON "sound_recordings" USING btree ("registered_at") WHERE "sound_recordings"."status" = 'registered';