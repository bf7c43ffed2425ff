DROP INDEX "documents_matter_level_name_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by_firm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A document stored before belongs to whoever uploaded its first version.
UPDATE "documents" SET "uploaded_by_firm" = "document_versions"."uploaded_by_firm" FROM "document_versions" WHERE "document_versions"."document_id" = "documents"."id" AND "document_versions"."version" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_matter_level_name_idx" ON "documents" USING btree ("matter_id","access_level","uploaded_by_firm","name_key");