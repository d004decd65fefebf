CREATE TABLE "rights_holders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"isni" text,
	"ipi_name_number" text,
	"ipi_base_number" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"nationality" text,
	"user_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "musical_work_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"event" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "musical_work_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "musical_work_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"role" text NOT NULL,
	"performance_bp" integer NOT NULL,
	"mechanical_bp" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "musical_work_shares_performance_bp_range" CHECK ("musical_work_shares"."performance_bp" between 0 and 10000),
	CONSTRAINT "musical_work_shares_mechanical_bp_range" CHECK ("musical_work_shares"."mechanical_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "musical_works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"alternative_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_titles" text NOT NULL,
	"iswc" text,
	"language" text,
	"genre" text,
	"duration" integer,
	"creation_year" integer,
	"version_type" text DEFAULT 'original' NOT NULL,
	"original_title" text,
	"is_instrumental" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rights_holders" ADD CONSTRAINT "rights_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_holders" ADD CONSTRAINT "rights_holders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musical_work_events" ADD CONSTRAINT "musical_work_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musical_work_shares" ADD CONSTRAINT "musical_work_shares_work_id_musical_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."musical_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musical_work_shares" ADD CONSTRAINT "musical_work_shares_rights_holder_id_rights_holders_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."rights_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musical_works" ADD CONSTRAINT "musical_works_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rights_holders_user_id_idx" ON "rights_holders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rights_holders_name_trgm_idx" ON "rights_holders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rights_holders_isni_idx" ON "rights_holders" USING btree ("isni");--> statement-breakpoint
CREATE INDEX "rights_holders_ipi_name_number_idx" ON "rights_holders" USING btree ("ipi_name_number");--> statement-breakpoint
CREATE INDEX "musical_work_events_work_at_idx" ON "musical_work_events" USING btree ("work_id","at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "musical_work_shares_work_holder_role_idx" ON "musical_work_shares" USING btree ("work_id","rights_holder_id","role");--> statement-breakpoint
CREATE INDEX "musical_work_shares_rights_holder_idx" ON "musical_work_shares" USING btree ("rights_holder_id");--> statement-breakpoint
CREATE INDEX "musical_works_owner_updated_idx" ON "musical_works" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "musical_works_owner_created_idx" ON "musical_works" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "musical_works_owner_title_idx" ON "musical_works" USING btree ("owner_id",lower("title"));--> statement-breakpoint
CREATE INDEX "musical_works_search_titles_trgm_idx" ON "musical_works" USING gin ("search_titles" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "musical_works_iswc_idx" ON "musical_works" USING btree ("iswc");--> statement-breakpoint
CREATE UNIQUE INDEX "musical_works_registered_iswc_idx" ON "musical_works" USING btree ("iswc") WHERE "musical_works"."registered_at" is not null;--> statement-breakpoint
CREATE INDEX "musical_works_registry_idx" ON "musical_works" USING btree ("registered_at") WHERE "musical_works"."status" = 'registered';