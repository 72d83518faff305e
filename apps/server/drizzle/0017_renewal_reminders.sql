CREATE TABLE "renewal_reminders" (
	"property_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_reminders_property_id_end_date_days_pk" PRIMARY KEY("property_id","end_date","days"),
	CONSTRAINT "renewal_reminders_days_check" CHECK ("renewal_reminders"."days" in (90, 30))
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "renewal_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;