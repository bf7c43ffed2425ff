CREATE TABLE "matters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"practice_area" text,
	"status" text DEFAULT 'active' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"start_date" date,
	"due_date" date,
	"completion_date" date,
	"opposing_party" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matters_status_check" CHECK ("matters"."status" in ('active', 'on_hold', 'completed', 'cancelled')),
	CONSTRAINT "matters_priority_check" CHECK ("matters"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "matters_practice_area_check" CHECK ("matters"."practice_area" in ('corporate-law', 'real-estate-law', 'estate-planning', 'medical-law', 'data-protection', 'family-law', 'criminal-law', 'employment-law', 'immigration-law', 'intellectual-property'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matters" ADD CONSTRAINT "matters_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matters_client_created_idx" ON "matters" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "matters_created_idx" ON "matters" USING btree ("created_at");