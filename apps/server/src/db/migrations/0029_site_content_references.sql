-- A matter's practice area is an id of the site content's practice areas (edited in Admin -> Site):
-- the server checks it against the published site, so the fixed list goes.
ALTER TABLE "matters" DROP CONSTRAINT "matters_practice_area_check";--> statement-breakpoint
-- A booking keeps its consultation type's name as it was when booked. Rows from before take the
-- live site's name for their type, or else the name KC Law's site showed then.
ALTER TABLE "bookings" ADD COLUMN "type_name" jsonb;--> statement-breakpoint
UPDATE "bookings" AS b SET "type_name" = coalesce(
  (SELECT t.value -> 'name'
     FROM (SELECT "content" FROM "site_versions" ORDER BY "id" DESC LIMIT 1) AS v,
          jsonb_array_elements(v."content" -> 'consultationTypes') AS t
    WHERE t.value ->> 'id' = b."type"),
  CASE b."type"
    WHEN 'initial' THEN '{"en":"Initial Consultation","el":"Αρχική Συμβουλευτική Συνάντηση"}'::jsonb
    WHEN 'extended' THEN '{"en":"Extended Consultation","el":"Εκτενής Συμβουλευτική Συνάντηση"}'::jsonb
    WHEN 'emergency' THEN '{"en":"Emergency Consultation","el":"Επείγουσα Συμβουλευτική Συνάντηση"}'::jsonb
  END,
  jsonb_build_object('en', b."type", 'el', b."type"));--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "type_name" SET NOT NULL;
