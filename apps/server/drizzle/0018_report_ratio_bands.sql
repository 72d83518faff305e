ALTER TABLE "reports" ADD COLUMN "ratio_bands" text[];--> statement-breakpoint
-- Reports made under method 1.2 before this column: the verdict of the combination with the best rights-fee
-- ratio (the first of equals), read from the snapshot as the service now stores it; none while preliminary.
UPDATE "reports" AS r SET "ratio_bands" = (
  SELECT CASE WHEN e.entry->'result'->'appraisal'->'verdict'->'preliminary' = 'null'::jsonb
    THEN array(SELECT jsonb_array_elements_text(e.entry->'result'->'appraisal'->'verdict'->'bands'))
  END
  FROM jsonb_array_elements(r."snapshot"->'entries') WITH ORDINALITY AS e(entry, ordinality)
  WHERE e.entry->'result'->'appraisal'->'rightsFeeRatio'->>'value' IS NOT NULL
  ORDER BY (e.entry->'result'->'appraisal'->'rightsFeeRatio'->>'value')::float8 DESC, e.ordinality
  LIMIT 1
)
WHERE r."snapshot"->'entries'->0->'result' ? 'appraisal';
