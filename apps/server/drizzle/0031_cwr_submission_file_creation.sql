ALTER TABLE "cwr_submissions" ADD COLUMN "file_creation_date" date;--> statement-breakpoint
ALTER TABLE "cwr_submissions" ADD COLUMN "file_creation_time" integer;