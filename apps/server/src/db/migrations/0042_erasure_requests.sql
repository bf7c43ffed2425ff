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
	CONSTRAINT "erasure_requests_status_check" CHECK ("erasure_requests"."status" in ('open', 'completed', 'refused')),
	CONSTRAINT "erasure_requests_language_check" CHECK ("erasure_requests"."language" in ('en', 'el'))
);
--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_idx" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "erasure_requests_status_due_idx" ON "erasure_requests" USING btree ("status","due_at");