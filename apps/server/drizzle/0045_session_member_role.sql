ALTER TABLE "sessions" ADD COLUMN "member_role" text;--> statement-breakpoint
ALTER TABLE "member_people" ADD CONSTRAINT "member_people_membership_role" UNIQUE("member_id","person_id","role");--> statement-breakpoint
-- A live session copies its login's role at the member it acts for; one acting for a member the login no longer belongs to was no session already.
UPDATE "sessions" SET "member_role" = "member_people"."role" FROM "member_people"
  WHERE "member_people"."member_id" = "sessions"."acting_for_id" AND "member_people"."person_id" = "sessions"."user_id";--> statement-breakpoint
DELETE FROM "sessions" WHERE "acting_for_id" IS NOT NULL AND "member_role" IS NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_membership_fk" FOREIGN KEY ("acting_for_id","user_id","member_role") REFERENCES "public"."member_people"("member_id","person_id","role") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_role_with_member" CHECK (("sessions"."acting_for_id" is null) = ("sessions"."member_role" is null));
