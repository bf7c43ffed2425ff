CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text,
	"size_bytes" bigint,
	"file" text,
	"error" text,
	CONSTRAINT "backup_runs_result_check" CHECK ("result" in ('ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"hour" integer DEFAULT 2 NOT NULL,
	"keep_last" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_schedule_one_row" CHECK ("id" = 1),
	CONSTRAINT "backup_schedule_hour_check" CHECK ("hour" between 0 and 23),
	CONSTRAINT "backup_schedule_keep_check" CHECK ("keep_last" between 1 and 90)
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");