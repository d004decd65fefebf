-- Authenticator secrets written before key ids existed were encrypted under a key no row names: they
-- are dropped with their recovery codes (two-step sign-in was hours old, in development data only),
-- and those accounts set up their authenticator again at their next login.
DELETE FROM "recovery_codes";--> statement-breakpoint
DELETE FROM "second_factors";--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "secret_key_id" text NOT NULL;
