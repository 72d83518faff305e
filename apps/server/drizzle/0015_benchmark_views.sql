CREATE TABLE "benchmark_views" (
	"pool" text NOT NULL,
	"family" text NOT NULL,
	"key" text NOT NULL,
	"reader" integer NOT NULL,
	"member_count" integer,
	"figures" jsonb,
	"computed_at" timestamp with time zone,
	CONSTRAINT "benchmark_views_pool_family_key_reader_pk" PRIMARY KEY("pool","family","key","reader"),
	CONSTRAINT "benchmark_views_pool_check" CHECK ("benchmark_views"."pool" in ('demo', 'live'))
);
--> statement-breakpoint
DROP TABLE "benchmark_cells" CASCADE;