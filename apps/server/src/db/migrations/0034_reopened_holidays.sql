CREATE TABLE "reopened_holidays" (
	"date" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
