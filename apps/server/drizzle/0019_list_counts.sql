CREATE TABLE "property_counts" (
	"website_id" integer NOT NULL,
	"status" text NOT NULL,
	"sponsorship_type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "property_counts_website_id_status_sponsorship_type_pk" PRIMARY KEY("website_id","status","sponsorship_type")
);
--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 032): the counts follow every insert, deletion and change of website, status or
-- type of a property; a property saved without such a change leaves its count's row untouched.
CREATE FUNCTION cakemix_property_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE property_counts SET count = count - 1
      WHERE website_id = OLD.website_id AND status = OLD.status
        AND sponsorship_type = coalesce(OLD.sponsorship_type, '');
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO property_counts (website_id, status, sponsorship_type, count)
      VALUES (NEW.website_id, NEW.status, coalesce(NEW.sponsorship_type, ''), 1)
      ON CONFLICT (website_id, status, sponsorship_type) DO UPDATE SET count = property_counts.count + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER property_counts_on_insert_or_delete AFTER INSERT OR DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION cakemix_property_counts();
--> statement-breakpoint
CREATE TRIGGER property_counts_on_update AFTER UPDATE OF website_id, status, sponsorship_type ON properties
  FOR EACH ROW
  WHEN ((OLD.website_id, OLD.status, OLD.sponsorship_type) IS DISTINCT FROM (NEW.website_id, NEW.status, NEW.sponsorship_type))
  EXECUTE FUNCTION cakemix_property_counts();
--> statement-breakpoint
INSERT INTO property_counts (website_id, status, sponsorship_type, count)
  SELECT website_id, status, coalesce(sponsorship_type, ''), count(*)::int FROM properties
  GROUP BY website_id, status, coalesce(sponsorship_type, '');
