DROP INDEX "musical_works_owner_work_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "musical_works_owner_work_code_idx" ON "musical_works" USING btree ("owner_id",lower("work_code"));