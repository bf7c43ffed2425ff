-- One calendar: a consultation (a paid booking or a hold in progress) can never be booked over a
-- scheduled matter appointment. An exclusion constraint works within one table only, so a trigger
-- refuses the booking with the same SQLSTATE as bookings_no_overlap (23P01), and the app answers
-- both alike. Both tables' writes take one advisory lock (72817301, the app's AdvisoryLock.calendar)
-- before looking at the other table, so a booking and an appointment written at once see each other.
-- A restore loads rows as they were (an appointment the firm placed over a consultation on purpose
-- included): it sets lexbridge.restoring for its transaction, and the check stands aside.
CREATE FUNCTION "bookings_clear_of_appointments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('lexbridge.restoring', true) = 'on' THEN RETURN NEW; END IF;
  IF NEW."status" NOT IN ('pending_payment', 'confirmed') THEN RETURN NEW; END IF;
  -- A booking keeping its time while it stays live (a hold paid in time) is not booked anew. A
  -- hold whose time ran out no longer holds it, and its late payment is checked like a new booking.
  IF TG_OP = 'UPDATE' AND OLD."start_at" = NEW."start_at" AND OLD."end_at" = NEW."end_at"
    AND (OLD."status" = 'confirmed'
      OR (OLD."status" = 'pending_payment' AND OLD."hold_expires_at" > now())) THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(72817301);
  IF EXISTS (
    SELECT 1 FROM "appointments"
    WHERE "status" = 'scheduled'
      AND tstzrange("starts_at", "starts_at" + make_interval(mins => "duration_minutes"), '[)')
        && tstzrange(NEW."start_at", NEW."end_at", '[)')
  ) THEN
    RAISE EXCEPTION 'a consultation cannot be booked over a scheduled appointment'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_clear_of_appointments';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_clear_of_appointments" BEFORE INSERT OR UPDATE OF "status", "start_at", "end_at"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_clear_of_appointments"();
--> statement-breakpoint
CREATE FUNCTION "appointments_take_calendar_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72817301);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_take_calendar_lock" BEFORE INSERT OR UPDATE OF "status", "starts_at", "duration_minutes"
  ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_take_calendar_lock"();
