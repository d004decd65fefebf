CREATE TABLE "member_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" uuid,
	"invited_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "member_people" (
	"member_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by_id" uuid,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_people_member_id_person_id_pk" PRIMARY KEY("member_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "people_need_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_for_id" uuid;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_people" ADD CONSTRAINT "member_people_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_people" ADD CONSTRAINT "member_people_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_people" ADD CONSTRAINT "member_people_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_invitations_member_idx" ON "member_invitations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_people_person_idx" ON "member_people" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_for_id_users_id_fk" FOREIGN KEY ("acting_for_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_acting_for_idx" ON "sessions" USING btree ("acting_for_id");--> statement-breakpoint
-- Every member so far is one login: it becomes its own administrator, and its sessions act for it.
INSERT INTO "member_people" ("member_id", "person_id", "role", "created_at", "updated_at")
SELECT "id", "id", 'administrator', "created_at", now() FROM "users" WHERE "role" = 'member';--> statement-breakpoint
UPDATE "sessions" SET "acting_for_id" = "sessions"."user_id" FROM "users" WHERE "users"."id" = "sessions"."user_id" AND "users"."role" = 'member';
--> statement-breakpoint
-- Every member, however its row is written (sign-up, seed, an operator), is its own first administrator.
CREATE FUNCTION member_people_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_people" ("member_id", "person_id", "role") VALUES (NEW."id", NEW."id", 'administrator') ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_member_people_owner" AFTER INSERT ON "users" FOR EACH ROW WHEN (NEW."role" = 'member') EXECUTE FUNCTION member_people_owner();
