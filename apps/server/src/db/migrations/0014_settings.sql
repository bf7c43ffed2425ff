CREATE TABLE "firm_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"notification_email" text,
	"booking_hold_minutes" integer DEFAULT 30 NOT NULL,
	"chat_mail_throttle_minutes" integer DEFAULT 10 NOT NULL,
	"chat_retention_months" integer,
	"outbox_retention_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "firm_settings_hold_check" CHECK ("booking_hold_minutes" between 30 and 60),
	CONSTRAINT "firm_settings_throttle_check" CHECK ("chat_mail_throttle_minutes" between 1 and 1440),
	CONSTRAINT "firm_settings_chat_retention_check" CHECK ("chat_retention_months" between 1 and 120),
	CONSTRAINT "firm_settings_outbox_retention_check" CHECK ("outbox_retention_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
-- The one settings row, with the values the app used before they could be changed.
INSERT INTO "firm_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
