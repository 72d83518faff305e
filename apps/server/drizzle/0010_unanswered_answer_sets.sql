-- Valuation method 1.1 (decision 017): the three tick-box questions the engine scores are null until
-- answered, and [] means "none of these". Before 1.1 the form stored [] for a question never answered, so
-- every stored property's [] (drafts too) becomes null: unanswered. Profiles have no such question; report
-- snapshots keep the inputs they were computed with. A property's list value is recomputed with the new
-- method on the next start (its value_version is older), not here.
UPDATE "properties" SET "data" = jsonb_set("data", '{general,exclusivity}', 'null'::jsonb)
WHERE "data" #> '{general,exclusivity}' = '[]'::jsonb;
--> statement-breakpoint
UPDATE "properties" SET "data" = jsonb_set("data", '{general,sponsor_benefits}', 'null'::jsonb)
WHERE "data" #> '{general,sponsor_benefits}' = '[]'::jsonb;
--> statement-breakpoint
UPDATE "properties" SET "data" = jsonb_set("data", '{management,information_sources}', 'null'::jsonb)
WHERE "data" #> '{management,information_sources}' = '[]'::jsonb;
