CREATE TABLE "benchmark_cells" (
	"family" text NOT NULL,
	"key" text NOT NULL,
	"published" boolean NOT NULL,
	"property_count" integer NOT NULL,
	"website_count" integer NOT NULL,
	"includes_demo" boolean NOT NULL,
	"metrics" jsonb,
	"members" text DEFAULT '' NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "benchmark_cells_family_key_pk" PRIMARY KEY("family","key")
);
--> statement-breakpoint
CREATE TABLE "rate_card_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_card_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" double precision,
	"previous_value" double precision,
	"effective_from" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "impressions" bigint;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_card_entries" ADD CONSTRAINT "rate_card_entries_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_entries" ADD CONSTRAINT "rate_card_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_card_entries_website_key_idx" ON "rate_card_entries" USING btree ("website_id","key","effective_from");--> statement-breakpoint
CREATE INDEX "rate_card_entries_pending_idx" ON "rate_card_entries" USING btree ("effective_from") WHERE "rate_card_entries"."applied_at" is null;--> statement-breakpoint
-- Every property is revalued at the next start (its value version cleared), which fills `impressions`.
UPDATE "properties" SET "value_version" = NULL;
