ALTER TABLE "matters" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "legal_hold_by" text;--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_legal_hold_check" CHECK (num_nulls("matters"."legal_hold_reason", "matters"."legal_hold_by", "matters"."legal_hold_at") in (0, 3));