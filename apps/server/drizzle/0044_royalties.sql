CREATE TABLE "allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"distribution_id" uuid NOT NULL,
	"usage_line_id" bigint NOT NULL,
	"rights_holder_id" uuid,
	"share_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"held_reason" text,
	"dispute_id" uuid
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_by_id" uuid,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributions_period_check" CHECK ("distributions"."period_start" <= "distributions"."period_end")
);
--> statement-breakpoint
CREATE TABLE "recording_owner_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording_owner_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recording_id" uuid NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"share_bp" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_file_problems" (
	"usage_file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"row" integer NOT NULL,
	"severity" text NOT NULL,
	"column" text,
	"message" text NOT NULL,
	CONSTRAINT "usage_file_problems_usage_file_id_position_pk" PRIMARY KEY("usage_file_id","position")
);
--> statement-breakpoint
CREATE TABLE "usage_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea" NOT NULL,
	"uploaded_by_id" uuid,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"header" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"refused_rows" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"distribution_id" uuid NOT NULL,
	"usage_file_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"work_ref" uuid,
	"iswc" text,
	"isrc" text,
	"title" text NOT NULL,
	"writers" text,
	"artists" text,
	"right" text NOT NULL,
	"territory" char(2) NOT NULL,
	"source" text NOT NULL,
	"usage_type" text,
	"used_on" date NOT NULL,
	"units" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"work_id" uuid,
	"recording_id" uuid,
	"match_state" text DEFAULT 'unmatched' NOT NULL,
	"match_method" text,
	"match_confidence" smallint,
	CONSTRAINT "usage_lines_units_check" CHECK ("usage_lines"."units" >= 0),
	CONSTRAINT "usage_lines_amount_check" CHECK (abs("usage_lines"."amount_minor") < 100000000000000)
);
--> statement-breakpoint
CREATE TABLE "work_share_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_share_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"work_id" uuid NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"role" text NOT NULL,
	"performance_bp" integer NOT NULL,
	"mechanical_bp" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_file_problems" ADD CONSTRAINT "usage_file_problems_usage_file_id_usage_files_id_fk" FOREIGN KEY ("usage_file_id") REFERENCES "public"."usage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_files" ADD CONSTRAINT "usage_files_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_files" ADD CONSTRAINT "usage_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_files" ADD CONSTRAINT "usage_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD CONSTRAINT "usage_lines_usage_file_id_usage_files_id_fk" FOREIGN KEY ("usage_file_id") REFERENCES "public"."usage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocations_distribution_holder_idx" ON "allocations" USING btree ("distribution_id","rights_holder_id");--> statement-breakpoint
CREATE INDEX "allocations_holder_idx" ON "allocations" USING btree ("rights_holder_id","distribution_id");--> statement-breakpoint
CREATE INDEX "allocations_line_idx" ON "allocations" USING btree ("usage_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_name_idx" ON "distributions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "distributions_period_idx" ON "distributions" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "recording_owner_periods_recording_idx" ON "recording_owner_periods" USING btree ("recording_id","valid_from");--> statement-breakpoint
CREATE INDEX "usage_files_distribution_idx" ON "usage_files" USING btree ("distribution_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_lines_distribution_state_idx" ON "usage_lines" USING btree ("distribution_id","match_state");--> statement-breakpoint
CREATE INDEX "usage_lines_file_idx" ON "usage_lines" USING btree ("usage_file_id");--> statement-breakpoint
CREATE INDEX "work_share_periods_work_idx" ON "work_share_periods" USING btree ("work_id","valid_from");--> statement-breakpoint
-- The shares of works and the master ownership of recordings over time (docs/decisions/0028): each change to a share
-- line closes its open period and opens another, so a usage line is split by the shares in force on its day of use.
-- Statement triggers: an import that writes thousands of lines writes their periods in one statement.
-- The lines there are now start their periods when they were written (recordings' owners carry no time of their own:
-- their recording's creation stands in).
INSERT INTO "work_share_periods" ("work_id", "rights_holder_id", "role", "performance_bp", "mechanical_bp", "valid_from")
  SELECT "work_id", "rights_holder_id", "role", "performance_bp", "mechanical_bp", "created_at" FROM "musical_work_shares";--> statement-breakpoint
INSERT INTO "recording_owner_periods" ("recording_id", "rights_holder_id", "share_bp", "valid_from")
  SELECT owner."recording_id", owner."rights_holder_id", owner."share_bp", recording."created_at"
  FROM "sound_recording_owners" AS owner JOIN "sound_recordings" AS recording ON recording."id" = owner."recording_id";--> statement-breakpoint
CREATE FUNCTION work_share_periods_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO work_share_periods (work_id, rights_holder_id, role, performance_bp, mechanical_bp, valid_from)
  SELECT line.work_id, line.rights_holder_id, line.role, line.performance_bp, line.mechanical_bp, now() FROM new_rows AS line;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION work_share_periods_close() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_share_periods AS period SET valid_to = now()
  FROM old_rows AS line
  WHERE period.work_id = line.work_id AND period.rights_holder_id = line.rights_holder_id AND period.role = line.role AND period.valid_to IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A changed line closes the period of what it was and opens one for what it is; a line whose shares did not change
-- (its position, or the work title copied onto it) keeps its period.
CREATE FUNCTION work_share_periods_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE work_share_periods AS period SET valid_to = now()
  FROM old_rows AS before JOIN new_rows AS line ON line.id = before.id
  WHERE (line.work_id, line.rights_holder_id, line.role, line.performance_bp, line.mechanical_bp)
        IS DISTINCT FROM (before.work_id, before.rights_holder_id, before.role, before.performance_bp, before.mechanical_bp)
    AND period.work_id = before.work_id AND period.rights_holder_id = before.rights_holder_id AND period.role = before.role AND period.valid_to IS NULL;
  INSERT INTO work_share_periods (work_id, rights_holder_id, role, performance_bp, mechanical_bp, valid_from)
  SELECT line.work_id, line.rights_holder_id, line.role, line.performance_bp, line.mechanical_bp, now()
  FROM old_rows AS before JOIN new_rows AS line ON line.id = before.id
  WHERE (line.work_id, line.rights_holder_id, line.role, line.performance_bp, line.mechanical_bp)
        IS DISTINCT FROM (before.work_id, before.rights_holder_id, before.role, before.performance_bp, before.mechanical_bp);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_share_periods_insert AFTER INSERT ON "musical_work_shares" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_share_periods_open();--> statement-breakpoint
CREATE TRIGGER work_share_periods_delete AFTER DELETE ON "musical_work_shares" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_share_periods_close();--> statement-breakpoint
CREATE TRIGGER work_share_periods_update AFTER UPDATE ON "musical_work_shares" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_share_periods_change();--> statement-breakpoint
CREATE FUNCTION recording_owner_periods_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recording_owner_periods (recording_id, rights_holder_id, share_bp, valid_from)
  SELECT owner.recording_id, owner.rights_holder_id, owner.share_bp, now() FROM new_rows AS owner;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION recording_owner_periods_close() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recording_owner_periods AS period SET valid_to = now()
  FROM old_rows AS owner
  WHERE period.recording_id = owner.recording_id AND period.rights_holder_id = owner.rights_holder_id AND period.valid_to IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION recording_owner_periods_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recording_owner_periods AS period SET valid_to = now()
  FROM old_rows AS before JOIN new_rows AS owner ON owner.id = before.id
  WHERE (owner.recording_id, owner.rights_holder_id, owner.share_bp) IS DISTINCT FROM (before.recording_id, before.rights_holder_id, before.share_bp)
    AND period.recording_id = before.recording_id AND period.rights_holder_id = before.rights_holder_id AND period.valid_to IS NULL;
  INSERT INTO recording_owner_periods (recording_id, rights_holder_id, share_bp, valid_from)
  SELECT owner.recording_id, owner.rights_holder_id, owner.share_bp, now()
  FROM old_rows AS before JOIN new_rows AS owner ON owner.id = before.id
  WHERE (owner.recording_id, owner.rights_holder_id, owner.share_bp) IS DISTINCT FROM (before.recording_id, before.rights_holder_id, before.share_bp);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recording_owner_periods_insert AFTER INSERT ON "sound_recording_owners" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_owner_periods_open();--> statement-breakpoint
CREATE TRIGGER recording_owner_periods_delete AFTER DELETE ON "sound_recording_owners" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_owner_periods_close();--> statement-breakpoint
CREATE TRIGGER recording_owner_periods_update AFTER UPDATE ON "sound_recording_owners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recording_owner_periods_change();
