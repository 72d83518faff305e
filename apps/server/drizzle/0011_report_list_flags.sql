-- The reports list says when a report was made from a property or a profile in progress, and when a
-- combination is preliminary (method 1.1, decision 017). Both are read off each stored snapshot once here;
-- new reports set them when stored. Reports made with method 1.0 have neither in their snapshot: false.
ALTER TABLE "reports" ADD COLUMN "from_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "preliminary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "reports" SET
  "from_draft" = EXISTS (
    SELECT 1 FROM jsonb_array_elements("snapshot" -> 'entries') AS entry
    WHERE entry #>> '{property,status}' = 'draft' OR entry #>> '{profile,status}' = 'draft'
  ),
  "preliminary" = EXISTS (
    SELECT 1 FROM jsonb_array_elements("snapshot" -> 'entries') AS entry
    WHERE jsonb_typeof(entry #> '{result,uncertainty,preliminary}') = 'object'
  );
