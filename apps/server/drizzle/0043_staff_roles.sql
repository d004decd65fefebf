CREATE TABLE "staff_account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"roles" text[] NOT NULL,
	"previous_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_account_events" ADD CONSTRAINT "staff_account_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_account_events" ADD CONSTRAINT "staff_account_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_account_events_at_idx" ON "staff_account_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_account_events_account_idx" ON "staff_account_events" USING btree ("account_id");--> statement-breakpoint
-- Every staff account there was could do everything: it keeps doing so as an administrator.
UPDATE "users" SET "staff_roles" = '{administrator}'::text[] WHERE "role" = 'staff';--> statement-breakpoint
-- What is known of staff's last sign-in: the start of their newest session still kept.
UPDATE "users" SET "last_signed_in_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id") WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_staff_only" CHECK (("users"."role" = 'staff') = (cardinality("users"."staff_roles") > 0));