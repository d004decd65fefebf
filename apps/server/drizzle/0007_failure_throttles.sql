CREATE TABLE "failure_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "failure_throttles_last_failure_at_idx" ON "failure_throttles" USING btree ("last_failure_at");