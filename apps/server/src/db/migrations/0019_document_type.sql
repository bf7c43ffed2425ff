-- Each document keeps its newest version's MIME type, filled here from the versions already stored.
ALTER TABLE "documents" ADD COLUMN "mime_type" text;--> statement-breakpoint
UPDATE "documents" AS d SET "mime_type" = coalesce((SELECT v."mime_type" FROM "document_versions" AS v WHERE v."document_id" = d."id" ORDER BY v."version" DESC LIMIT 1), 'application/octet-stream');--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "mime_type" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_type_updated_idx" ON "documents" USING btree ("mime_type" text_pattern_ops,"updated_at","id");
