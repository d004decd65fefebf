CREATE TABLE "carried_balances" (
	"member_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carried_balances_member_id_currency_pk" PRIMARY KEY("member_id","currency")
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"execution_date" date NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sepa_payments" integer NOT NULL,
	"sepa_amount_minor" bigint NOT NULL,
	"manual_payments" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"sepa_xml_encrypted" text,
	"key_id" text,
	"manual_csv" text
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"distribution_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"payment_run_id" uuid,
	"method" text,
	"account_masked" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "carried_balances" ADD CONSTRAINT "carried_balances_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_runs_message_id_idx" ON "payment_runs" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "payment_runs_created_idx" ON "payment_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_distribution_member_currency_idx" ON "payments" USING btree ("distribution_id","member_id","currency");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_run_idx" ON "payments" USING btree ("payment_run_id");--> statement-breakpoint
CREATE INDEX "payments_unsent_idx" ON "payments" USING btree ("created_at") WHERE "payments"."payment_run_id" is null;