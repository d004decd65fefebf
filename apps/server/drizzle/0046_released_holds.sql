ALTER TABLE "usage_lines" ALTER COLUMN "usage_file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD COLUMN "released_from_line_id" bigint;--> statement-breakpoint
CREATE INDEX "allocations_dispute_held_idx" ON "allocations" USING btree ("dispute_id") WHERE "allocations"."held_reason" = 'dispute';--> statement-breakpoint
CREATE UNIQUE INDEX "usage_lines_released_from_idx" ON "usage_lines" USING btree ("released_from_line_id") WHERE "usage_lines"."released_from_line_id" is not null;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD CONSTRAINT "usage_lines_file_or_release" CHECK (("usage_lines"."usage_file_id" is null) = ("usage_lines"."released_from_line_id" is not null));