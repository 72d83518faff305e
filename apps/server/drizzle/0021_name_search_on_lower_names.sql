-- A name search is written on lower(name) (decision 035): its trigram index is on that expression, and each
-- name sort's index keeps the name after the id, so a page of a common word is read off the index alone.
DROP INDEX "brand_profiles_sort_name_idx";--> statement-breakpoint
DROP INDEX "brand_profiles_sort_status_idx";--> statement-breakpoint
DROP INDEX "brand_profiles_sort_status_desc_idx";--> statement-breakpoint
DROP INDEX "brand_profiles_name_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_sort_name_idx";--> statement-breakpoint
DROP INDEX "properties_sort_status_idx";--> statement-breakpoint
DROP INDEX "properties_sort_status_desc_idx";--> statement-breakpoint
DROP INDEX "properties_name_trgm_idx";--> statement-breakpoint
DROP INDEX "reports_sort_title_idx";--> statement-breakpoint
DROP INDEX "reports_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_name_idx" ON "brand_profiles" USING btree ("website_id",lower("name") asc,"id" asc,"name");--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_status_idx" ON "brand_profiles" USING btree ("website_id","status" asc,lower("name") asc,"id" asc,"name");--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_status_desc_idx" ON "brand_profiles" USING btree ("website_id","status" desc,lower("name") asc,"id" desc,"name");--> statement-breakpoint
CREATE INDEX "brand_profiles_name_trgm_idx" ON "brand_profiles" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_sort_name_idx" ON "properties" USING btree ("website_id",lower("name") asc,"id" asc,"name");--> statement-breakpoint
CREATE INDEX "properties_sort_status_idx" ON "properties" USING btree ("website_id","status" asc,lower("name") asc,"id" asc,"name");--> statement-breakpoint
CREATE INDEX "properties_sort_status_desc_idx" ON "properties" USING btree ("website_id","status" desc,lower("name") asc,"id" desc,"name");--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reports_sort_title_idx" ON "reports" USING btree ("website_id",lower("title") asc,"id" asc,"title");--> statement-breakpoint
CREATE INDEX "reports_title_trgm_idx" ON "reports" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate=false);