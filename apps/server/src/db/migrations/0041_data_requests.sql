CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"requested_by_firm" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"storage_key" text,
	"size_bytes" bigint,
	"link_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_link_hash_unique" UNIQUE("link_hash"),
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('building', 'ready', 'downloading', 'downloaded', 'expired', 'failed')),
	CONSTRAINT "data_exports_progress_check" CHECK ("data_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() + interval '1 month' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	CONSTRAINT "erasure_requests_status_check" CHECK ("erasure_requests"."status" in ('open', 'completed', 'refused')),
	CONSTRAINT "erasure_requests_language_check" CHECK ("erasure_requests"."language" in ('en', 'el'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_building_idx" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'building';--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_idx" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "erasure_requests_status_due_idx" ON "erasure_requests" USING btree ("status","due_at");