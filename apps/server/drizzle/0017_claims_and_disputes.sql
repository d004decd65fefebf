CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_is_staff" boolean DEFAULT false NOT NULL,
	"body" text,
	"evidence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dispute_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"position_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_party_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_id" uuid NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"role" text NOT NULL,
	"performance_bp" integer NOT NULL,
	"mechanical_bp" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dispute_party_shares_performance_bp_range" CHECK ("dispute_party_shares"."performance_bp" between 0 and 10000),
	CONSTRAINT "dispute_party_shares_mechanical_bp_range" CHECK ("dispute_party_shares"."mechanical_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"raised_by_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"evidence_deadline" timestamp with time zone NOT NULL,
	"reviewer_id" uuid,
	"closing_reason" text,
	"closed_at" timestamp with time zone,
	"deadline_soon_notified_at" timestamp with time zone,
	"deadline_passed_notified_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"claimant_id" uuid NOT NULL,
	"rights_holder_id" uuid NOT NULL,
	"role" text NOT NULL,
	"performance_bp" integer NOT NULL,
	"mechanical_bp" integer NOT NULL,
	"status" text NOT NULL,
	"confirm_by" timestamp with time zone,
	"dispute_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_claims_performance_bp_range" CHECK ("work_claims"."performance_bp" between 0 and 10000),
	CONSTRAINT "work_claims_mechanical_bp_range" CHECK ("work_claims"."mechanical_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_evidence_id_dispute_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."dispute_evidence"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_parties" ADD CONSTRAINT "dispute_parties_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_parties" ADD CONSTRAINT "dispute_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_party_shares" ADD CONSTRAINT "dispute_party_shares_party_id_dispute_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."dispute_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_party_shares" ADD CONSTRAINT "dispute_party_shares_rights_holder_id_rights_holders_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."rights_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_work_id_musical_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."musical_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_raised_by_id_users_id_fk" FOREIGN KEY ("raised_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_work_id_musical_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."musical_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_claimant_id_users_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_rights_holder_id_rights_holders_id_fk" FOREIGN KEY ("rights_holder_id") REFERENCES "public"."rights_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","created_at","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_evidence_storage_key_idx" ON "dispute_evidence" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_parties_dispute_user_idx" ON "dispute_parties" USING btree ("dispute_id","user_id");--> statement-breakpoint
CREATE INDEX "dispute_parties_user_idx" ON "dispute_parties" USING btree ("user_id","dispute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_party_shares_line_idx" ON "dispute_party_shares" USING btree ("party_id","rights_holder_id","role");--> statement-breakpoint
CREATE INDEX "dispute_party_shares_rights_holder_idx" ON "dispute_party_shares" USING btree ("rights_holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_active_work_idx" ON "disputes" USING btree ("work_id") WHERE "disputes"."state" in ('open', 'under_review');--> statement-breakpoint
CREATE INDEX "disputes_work_idx" ON "disputes" USING btree ("work_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_state_deadline_idx" ON "disputes" USING btree ("state","evidence_deadline");--> statement-breakpoint
CREATE INDEX "disputes_last_activity_idx" ON "disputes" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "work_claims_work_idx" ON "work_claims" USING btree ("work_id","created_at");--> statement-breakpoint
CREATE INDEX "work_claims_claimant_idx" ON "work_claims" USING btree ("claimant_id","created_at");--> statement-breakpoint
CREATE INDEX "work_claims_pending_idx" ON "work_claims" USING btree ("confirm_by") WHERE "work_claims"."status" = 'pending';