-- Two live bookings (a confirmed consultation or an unpaid hold) can never overlap: the database
-- decides races between concurrent requests. A plain GiST index on a range needs no extension.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  tstzrange("start_at", "end_at", '[)') WITH &&
) WHERE ("status" IN ('pending_payment', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_end_after_start" CHECK ("end_at" > "start_at");
--> statement-breakpoint
-- Default availability on first start: Monday to Friday, 09:00-17:00, 30-minute slots.
INSERT INTO "availability_settings" ("day_of_week", "start_time", "end_time", "slot_duration", "is_active")
SELECT d, '09:00', '17:00', 30, true FROM generate_series(1, 5) AS d
WHERE NOT EXISTS (SELECT 1 FROM "availability_settings");
