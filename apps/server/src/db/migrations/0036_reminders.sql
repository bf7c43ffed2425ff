CREATE TABLE "reminders_sent" (
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"hours_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_subject_subject_id_starts_at_hours_before_pk" PRIMARY KEY("subject","subject_id","starts_at","hours_before")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD COLUMN "first_reminder_hours" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD COLUMN "second_reminder_hours" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_first_reminder_check" CHECK ("first_reminder_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_second_reminder_check" CHECK ("second_reminder_hours" between 1 and 168);