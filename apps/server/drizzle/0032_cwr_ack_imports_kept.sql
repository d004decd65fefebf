ALTER TABLE "cwr_ack_imports" ADD COLUMN "created_by_name" text;--> statement-breakpoint
-- Reports kept before statuses were counted: no counts per status (they were not kept), and the unmatched records listed.
UPDATE "cwr_ack_imports" SET "report" = jsonb_build_object('statuses', '{}'::jsonb, 'unmatched_count', jsonb_array_length("report"->'unmatched')) || "report" WHERE NOT ("report" ? 'statuses');
