CREATE TABLE "registration_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"item_title" text NOT NULL,
	"item_identifier" text,
	"event" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "registration_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
-- One audit trail for every registrable kind: the two trails move in, with their owners, titles and identifiers.
INSERT INTO "registration_events" ("id", "kind", "item_id", "owner_id", "item_title", "item_identifier", "event", "actor_id", "actor_name", "changes", "reason", "at")
SELECT e."id", 'musical_work', e."work_id",
	coalesce(w."owner_id", (SELECT c."actor_id" FROM "musical_work_events" c WHERE c."work_id" = e."work_id" AND c."event" = 'created' LIMIT 1)),
	coalesce(w."title", (SELECT d."changes"->0->>'old' FROM "musical_work_events" d WHERE d."work_id" = e."work_id" AND d."event" = 'deleted' LIMIT 1), ''),
	w."iswc", e."event", e."actor_id", e."actor_name", e."changes", e."reason", e."at"
FROM "musical_work_events" e LEFT JOIN "musical_works" w ON w."id" = e."work_id"
ORDER BY e."at", e."seq";
--> statement-breakpoint
-- A deleted draft's events whose creator's account is gone too have no member to show them to.
DELETE FROM "registration_events" WHERE "owner_id" IS NULL;
--> statement-breakpoint
INSERT INTO "registration_events" ("id", "kind", "item_id", "owner_id", "item_title", "item_identifier", "event", "actor_id", "actor_name", "changes", "reason", "at")
SELECT "id", 'sound_recording', "recording_id", "owner_id", "recording_title", "recording_isrc", "event", "actor_id", "actor_name", "changes", "reason", "created_at"
FROM "sound_recording_events"
ORDER BY "created_at", "id";
--> statement-breakpoint
DROP TABLE "musical_work_events" CASCADE;--> statement-breakpoint
DROP TABLE "sound_recording_events" CASCADE;--> statement-breakpoint
ALTER TABLE "registration_changes" ADD CONSTRAINT "registration_changes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_events" ADD CONSTRAINT "registration_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_events" ADD CONSTRAINT "registration_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_changes_item_idx" ON "registration_changes" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "registration_changes_review_idx" ON "registration_changes" USING btree ("submitted_at") WHERE "registration_changes"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "registration_events_item_idx" ON "registration_events" USING btree ("kind","item_id","at","seq");--> statement-breakpoint
CREATE INDEX "registration_events_owner_idx" ON "registration_events" USING btree ("owner_id","kind","at","seq");--> statement-breakpoint
CREATE INDEX "registration_events_owner_event_idx" ON "registration_events" USING btree ("owner_id","kind","event","at","seq");--> statement-breakpoint
-- Identifiers in one canonical form (compact, upper case, no separators or label), as the contract
-- normalises them: rows saved before that (seeded ISRCs with hyphens) are found in any spelling again.
-- A registered ISRC or ISWC that another registered item already holds in canonical form is left as is.
UPDATE "sound_recordings" r SET "isrc" = regexp_replace(regexp_replace(upper(trim(r."isrc")), '^ISRC', ''), '[[:space:].-]', '', 'g')
WHERE r."isrc" IS NOT NULL
	AND r."isrc" <> regexp_replace(regexp_replace(upper(trim(r."isrc")), '^ISRC', ''), '[[:space:].-]', '', 'g')
	AND NOT (r."registered_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "sound_recordings" o WHERE o."id" <> r."id" AND o."registered_at" IS NOT NULL
		AND o."isrc" = regexp_replace(regexp_replace(upper(trim(r."isrc")), '^ISRC', ''), '[[:space:].-]', '', 'g')));
--> statement-breakpoint
UPDATE "sound_recordings" SET "upc" = regexp_replace(upper(trim("upc")), '[[:space:].-]', '', 'g') WHERE "upc" IS NOT NULL;
--> statement-breakpoint
UPDATE "musical_works" w SET "iswc" = regexp_replace(regexp_replace(upper(trim(w."iswc")), '^ISWC', ''), '[[:space:].-]', '', 'g')
WHERE w."iswc" IS NOT NULL
	AND w."iswc" <> regexp_replace(regexp_replace(upper(trim(w."iswc")), '^ISWC', ''), '[[:space:].-]', '', 'g')
	AND NOT (w."registered_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "musical_works" o WHERE o."id" <> w."id" AND o."registered_at" IS NOT NULL
		AND o."iswc" = regexp_replace(regexp_replace(upper(trim(w."iswc")), '^ISWC', ''), '[[:space:].-]', '', 'g')));
--> statement-breakpoint
UPDATE "registration_events" SET "item_identifier" = regexp_replace(regexp_replace(upper(trim("item_identifier")), '^(ISRC|ISWC)', ''), '[[:space:].-]', '', 'g')
WHERE "item_identifier" IS NOT NULL;
--> statement-breakpoint
UPDATE "rights_holders" SET "isni" = regexp_replace(regexp_replace(upper(trim("isni")), '^ISNI', ''), '[[:space:].-]', '', 'g') WHERE "isni" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "isni_number" = regexp_replace(regexp_replace(upper(trim("isni_number")), '^ISNI', ''), '[[:space:].-]', '', 'g') WHERE "isni_number" IS NOT NULL;
--> statement-breakpoint
-- IPI name numbers are 11 digits: shorter ones are left-padded with zeros.
UPDATE "rights_holders" SET "ipi_name_number" = CASE
	WHEN regexp_replace(regexp_replace(upper(trim("ipi_name_number")), '^IPI', ''), '[[:space:].-]', '', 'g') ~ '^[0-9]{1,11}$'
	THEN lpad(regexp_replace(regexp_replace(upper(trim("ipi_name_number")), '^IPI', ''), '[[:space:].-]', '', 'g'), 11, '0')
	ELSE regexp_replace(regexp_replace(upper(trim("ipi_name_number")), '^IPI', ''), '[[:space:].-]', '', 'g') END
WHERE "ipi_name_number" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "ipi_name_number" = CASE
	WHEN regexp_replace(regexp_replace(upper(trim("ipi_name_number")), '^IPI', ''), '[[:space:].-]', '', 'g') ~ '^[0-9]{1,11}$'
	THEN lpad(regexp_replace(regexp_replace(upper(trim("ipi_name_number")), '^IPI', ''), '[[:space:].-]', '', 'g'), 11, '0')
	ELSE regexp_replace(regexp_replace(upper(trim("ipi_name_number")), '^IPI', ''), '[[:space:].-]', '', 'g') END
WHERE "ipi_name_number" IS NOT NULL;
