ALTER TABLE "bookings" ADD COLUMN "cutoff_hours" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_before_cutoff" boolean;