CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"matter_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "thread_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" uuid NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"sender_type" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" text,
	CONSTRAINT "thread_messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "thread_messages_sender_type_check" CHECK ("thread_messages"."sender_type" in ('client', 'admin')),
	CONSTRAINT "thread_messages_content_check" CHECK (char_length("thread_messages"."content") between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "general_consultation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_matter_idx" ON "message_threads" USING btree ("matter_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_last_message_idx" ON "message_threads" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE INDEX "thread_messages_unread_idx" ON "thread_messages" USING btree ("thread_id","sender_type") WHERE "thread_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "matters_general_consultation_idx" ON "matters" USING btree ("client_id") WHERE "matters"."general_consultation";