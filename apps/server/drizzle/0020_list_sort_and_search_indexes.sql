-- The lists read their pages off an index per sort and their name searches (ILIKE %…%) off trigram indexes
-- (decision 033). pg_trgm is a trusted extension: the database owner may create it on PostgreSQL; the
-- embedded PGlite loads it when it opens (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "brand_profiles_website_created_idx";--> statement-breakpoint
DROP INDEX "brand_profiles_website_name_idx";--> statement-breakpoint
DROP INDEX "properties_website_created_idx";--> statement-breakpoint
DROP INDEX "properties_website_name_idx";--> statement-breakpoint
DROP INDEX "properties_website_start_idx";--> statement-breakpoint
DROP INDEX "properties_website_status_idx";--> statement-breakpoint
DROP INDEX "properties_website_type_idx";--> statement-breakpoint
DROP INDEX "reports_website_created_idx";--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_name_idx" ON "brand_profiles" USING btree ("website_id",lower("name") asc,"id" asc);--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_created_at_idx" ON "brand_profiles" USING btree ("website_id","created_at" asc,"id" asc);--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_updated_at_idx" ON "brand_profiles" USING btree ("website_id","updated_at" asc,"id" asc);--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_status_idx" ON "brand_profiles" USING btree ("website_id","status" asc,lower("name") asc,"id" asc);--> statement-breakpoint
CREATE INDEX "brand_profiles_sort_status_desc_idx" ON "brand_profiles" USING btree ("website_id","status" desc,lower("name") asc,"id" desc);--> statement-breakpoint
CREATE INDEX "brand_profiles_name_trgm_idx" ON "brand_profiles" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_sort_name_idx" ON "properties" USING btree ("website_id",lower("name") asc,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_created_at_idx" ON "properties" USING btree ("website_id","created_at" asc,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_updated_at_idx" ON "properties" USING btree ("website_id","updated_at" asc,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_start_date_idx" ON "properties" USING btree ("website_id","start_date" asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_start_date_desc_idx" ON "properties" USING btree ("website_id","start_date" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "properties_sort_asked_price_idx" ON "properties" USING btree ("website_id","asked_price_cents" asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_asked_price_desc_idx" ON "properties" USING btree ("website_id","asked_price_cents" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "properties_sort_value_idx" ON "properties" USING btree ("website_id","value_cents" asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_value_desc_idx" ON "properties" USING btree ("website_id","value_cents" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "properties_sort_status_idx" ON "properties" USING btree ("website_id","status" asc,lower("name") asc,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_status_desc_idx" ON "properties" USING btree ("website_id","status" desc,lower("name") asc,"id" desc);--> statement-breakpoint
CREATE INDEX "properties_sort_city_idx" ON "properties" USING btree ("website_id",lower("city_name") asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_city_desc_idx" ON "properties" USING btree ("website_id",lower("city_name") desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "properties_sort_type_idx" ON "properties" USING btree ("website_id","sponsorship_type" asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "properties_sort_type_desc_idx" ON "properties" USING btree ("website_id","sponsorship_type" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reports_sort_created_at_idx" ON "reports" USING btree ("website_id","created_at" asc,"id" asc);--> statement-breakpoint
CREATE INDEX "reports_sort_title_idx" ON "reports" USING btree ("website_id",lower("title") asc,"id" asc);--> statement-breakpoint
CREATE INDEX "reports_sort_ratio_idx" ON "reports" USING btree ("website_id","ratio" asc nulls last,"id" asc);--> statement-breakpoint
CREATE INDEX "reports_sort_ratio_desc_idx" ON "reports" USING btree ("website_id","ratio" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "reports_title_trgm_idx" ON "reports" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);