ALTER TABLE "support_requests" ADD COLUMN "topic" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "item_kind" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "item_title" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_item_check" CHECK (("support_requests"."item_kind" is null) = ("support_requests"."item_id" is null) and ("support_requests"."item_id" is null) = ("support_requests"."item_title" is null));