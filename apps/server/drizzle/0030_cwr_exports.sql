CREATE TABLE "cwr_ack_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"export_id" uuid,
	"created_by_id" uuid,
	"file_name" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cwr_export_parts" (
	"export_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "cwr_export_parts_export_id_position_pk" PRIMARY KEY("export_id","position")
);
--> statement-breakpoint
CREATE TABLE "cwr_export_transactions" (
	"export_id" uuid NOT NULL,
	"group_id" integer NOT NULL,
	"transaction_sequence" integer NOT NULL,
	"work_id" uuid,
	"submitter_work_number" text NOT NULL,
	"title" text NOT NULL,
	"status" text,
	"society_work_number" text,
	"iswc" text,
	"processed_on" text,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "cwr_export_transactions_export_id_group_id_transaction_sequence_pk" PRIMARY KEY("export_id","group_id","transaction_sequence")
);
--> statement-breakpoint
CREATE TABLE "cwr_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"society_code" text NOT NULL,
	"version" text NOT NULL,
	"selection" jsonb NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"transaction_count" integer,
	"job_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cwr_ack_imports" ADD CONSTRAINT "cwr_ack_imports_export_id_cwr_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."cwr_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_ack_imports" ADD CONSTRAINT "cwr_ack_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_export_parts" ADD CONSTRAINT "cwr_export_parts_export_id_cwr_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."cwr_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_export_transactions" ADD CONSTRAINT "cwr_export_transactions_export_id_cwr_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."cwr_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_export_transactions" ADD CONSTRAINT "cwr_export_transactions_work_id_musical_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."musical_works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_exports" ADD CONSTRAINT "cwr_exports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_exports" ADD CONSTRAINT "cwr_exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cwr_ack_imports_export_idx" ON "cwr_ack_imports" USING btree ("export_id","created_at");--> statement-breakpoint
CREATE INDEX "cwr_export_transactions_number_idx" ON "cwr_export_transactions" USING btree ("export_id","submitter_work_number");--> statement-breakpoint
CREATE INDEX "cwr_export_transactions_work_idx" ON "cwr_export_transactions" USING btree ("work_id") WHERE "cwr_export_transactions"."status" is not null;--> statement-breakpoint
CREATE INDEX "cwr_exports_created_idx" ON "cwr_exports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cwr_exports_year_sequence_idx" ON "cwr_exports" USING btree ("year","sequence");