ALTER TABLE "properties" ADD COLUMN "cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ratio" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "effective_cpm_cents" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sponsorship_level" text;--> statement-breakpoint
CREATE INDEX "properties_comparables_idx" ON "properties" USING btree ("website_id","sponsorship_type","status");--> statement-breakpoint
-- The level moves from the JSON document to its column; every row is revalued at the next start so the
-- new comparables columns (cost, ratio, effective CPM) are filled.
UPDATE "properties" SET "sponsorship_level" = "data"->'general'->>'sponsorship_level', "value_version" = NULL;
