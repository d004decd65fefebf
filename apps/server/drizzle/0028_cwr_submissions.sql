CREATE TABLE "cwr_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea" NOT NULL,
	"version" text,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"transactions_in_file" integer,
	"counts" jsonb,
	"file_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" uuid,
	"ack_file_name" text,
	"processed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cwr_transactions" (
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"group_id" integer NOT NULL,
	"transaction_sequence" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"title" text,
	"submitter_work_number" text,
	"status" text NOT NULL,
	"messages" jsonb NOT NULL,
	"work_id" uuid,
	CONSTRAINT "cwr_transactions_submission_id_position_pk" PRIMARY KEY("submission_id","position")
);
--> statement-breakpoint
ALTER TABLE "cwr_submissions" ADD CONSTRAINT "cwr_submissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_submissions" ADD CONSTRAINT "cwr_submissions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_transactions" ADD CONSTRAINT "cwr_transactions_submission_id_cwr_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."cwr_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cwr_transactions" ADD CONSTRAINT "cwr_transactions_work_id_musical_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."musical_works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cwr_submissions_owner_idx" ON "cwr_submissions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cwr_submissions_owner_file_name_idx" ON "cwr_submissions" USING btree ("owner_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "cwr_transactions_status_idx" ON "cwr_transactions" USING btree ("submission_id","status","position");