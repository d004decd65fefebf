CREATE TABLE "catalogue_import_mappings" (
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_import_mappings_owner_id_kind_pk" PRIMARY KEY("owner_id","kind")
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_problems" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"row" integer NOT NULL,
	"severity" text NOT NULL,
	"column" text,
	"message" text NOT NULL,
	CONSTRAINT "catalogue_import_problems_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file" "bytea" NOT NULL,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"header" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"sample" jsonb NOT NULL,
	"data_rows" integer,
	"summary" jsonb,
	"result" jsonb,
	"submit" boolean,
	"job_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "musical_works" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "musical_works" ADD COLUMN "work_code" text;--> statement-breakpoint
ALTER TABLE "sound_recordings" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogue_import_mappings" ADD CONSTRAINT "catalogue_import_mappings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_problems" ADD CONSTRAINT "catalogue_import_problems_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_problems_severity_idx" ON "catalogue_import_problems" USING btree ("import_id","severity","position");--> statement-breakpoint
CREATE INDEX "catalogue_imports_owner_idx" ON "catalogue_imports" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "musical_works" ADD CONSTRAINT "musical_works_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sound_recordings" ADD CONSTRAINT "sound_recordings_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "musical_works_owner_work_code_idx" ON "musical_works" USING btree ("owner_id",lower("work_code")) WHERE "musical_works"."work_code" is not null;