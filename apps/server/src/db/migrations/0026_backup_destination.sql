ALTER TABLE "backup_runs" ADD COLUMN "destination" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_schedule" ADD COLUMN "destination" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_schedule" ADD COLUMN "s3_prefix" text DEFAULT 'backups/' NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_destination_check" CHECK ("destination" in ('local', 's3'));--> statement-breakpoint
ALTER TABLE "backup_schedule" ADD CONSTRAINT "backup_schedule_destination_check" CHECK ("destination" in ('local', 's3'));