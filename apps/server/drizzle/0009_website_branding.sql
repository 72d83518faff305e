CREATE TABLE "website_logos" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_logos_content_type_check" CHECK ("website_logos"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'))
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "primary_color" text;--> statement-breakpoint
ALTER TABLE "website_logos" ADD CONSTRAINT "website_logos_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_primary_color_check" CHECK ("websites"."primary_color" ~ '^#[0-9a-f]{6}$');