ALTER TABLE "sessions" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_accepted_step" bigint;--> statement-breakpoint
-- A session from before this column cannot show that it passed a second factor: every account
-- with two-factor on signs in again, with its code, once.
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "two_factor_enabled");
