-- Invoice numbers begin with the prefix the firm sets in Settings; an installation keeps the one
-- it has used so far (KC, the seed firm's).
ALTER TABLE "firm_settings" ADD COLUMN "invoice_prefix" text DEFAULT 'KC' NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_invoice_prefix_check" CHECK ("invoice_prefix" ~ '^[A-Z0-9]{1,10}$');