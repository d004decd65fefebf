ALTER TABLE "users" ADD COLUMN "profile_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing profiles start from the version they last had.
UPDATE "users" SET "profile_updated_at" = "updated_at";
