-- A website's team (issue 30): members' status, sessions' device and last use, invitations, and the audit log
-- with the triggers that write it (decision 028).
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"record_name" text,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"lang" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('admin', 'analyst', 'viewer')),
	CONSTRAINT "invitations_lang_check" CHECK ("invitations"."lang" in ('fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_website_idx" ON "audit_log" USING btree ("website_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("website_id","actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("website_id","record_type","record_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_website_idx" ON "invitations" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_unique" ON "invitations" USING btree ("email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'deactivated'));--> statement-breakpoint
-- The audit log is written by triggers, in the transaction of the write they record (decision 028): a write
-- that fails leaves no entry, one that succeeds always has one, whichever code made it (the API, the command
-- line, a future job). The app names the person for the transaction with set_config('cakemix.actor', id,
-- true); without one, the write came from the command line.
CREATE FUNCTION cakemix_audit_diff(prefix text, old_value jsonb, new_value jsonb, depth integer, ignored text[])
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  changes jsonb := '{}';
  k text;
BEGIN
  -- A JSON null and an absent answer are the same empty answer.
  old_value := nullif(old_value, 'null'::jsonb);
  new_value := nullif(new_value, 'null'::jsonb);
  IF old_value IS NOT DISTINCT FROM new_value OR prefix = ANY(ignored) THEN RETURN changes; END IF;
  -- The form's answers (a JSON document, by step) are compared answer by answer, two levels down.
  IF depth > 0 AND jsonb_typeof(coalesce(new_value, old_value)) = 'object'
     AND (old_value IS NULL OR jsonb_typeof(old_value) = 'object')
     AND (new_value IS NULL OR jsonb_typeof(new_value) = 'object') THEN
    FOR k IN SELECT jsonb_object_keys(coalesce(old_value, '{}') || coalesce(new_value, '{}')) LOOP
      -- Unchanged answers are passed over here, without a call (most of a save's answers are unchanged).
      CONTINUE WHEN nullif(old_value -> k, 'null'::jsonb) IS NOT DISTINCT FROM nullif(new_value -> k, 'null'::jsonb);
      changes := changes || cakemix_audit_diff(prefix || '.' || k, old_value -> k, new_value -> k, depth - 1, ignored);
    END LOOP;
    RETURN changes;
  END IF;
  RETURN jsonb_build_object(prefix, jsonb_build_array(old_value, new_value));
END $$;
--> statement-breakpoint
CREATE FUNCTION cakemix_audit_changes(old_row jsonb, new_row jsonb, ignored text[]) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  changes jsonb := '{}';
  k text;
BEGIN
  FOR k IN SELECT jsonb_object_keys(coalesce(old_row, '{}') || coalesce(new_row, '{}')) LOOP
    CONTINUE WHEN k = ANY(ignored) OR (old_row -> k) IS NOT DISTINCT FROM (new_row -> k);
    changes := changes || cakemix_audit_diff(k, old_row -> k, new_row -> k, CASE WHEN k = 'data' THEN 2 ELSE 0 END, ignored);
  END LOOP;
  RETURN changes;
END $$;
--> statement-breakpoint
-- 'self': the row is its own author's (a person creating their account from an invitation).
CREATE FUNCTION cakemix_audit_actor(self_id integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE current_setting('cakemix.actor', true)
    WHEN 'self' THEN self_id
    WHEN '' THEN NULL
    ELSE current_setting('cakemix.actor', true)::integer
  END
$$;
--> statement-breakpoint
-- Arguments: record type, the row's key holding the website id, the key holding the record id, the key
-- holding its name, and the keys never logged (secrets, computed values, bookkeeping).
CREATE FUNCTION cakemix_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  ignored text[] := TG_ARGV[4]::text[];
  changes jsonb := '{}';
  actor integer := cakemix_audit_actor(CASE WHEN TG_TABLE_NAME = 'users' THEN (row_now ->> 'id')::integer END);
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := cakemix_audit_changes(old_row, new_row, ignored);
    -- An update of nothing but computed or ignored columns (a revaluation) is no one's write.
    IF TG_OP = 'UPDATE' AND changes = '{}' THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO audit_log (website_id, actor_id, actor_name, record_type, record_id, record_name, action, changes)
  VALUES (
    (row_now ->> TG_ARGV[1])::integer,
    actor,
    (SELECT name FROM users WHERE id = actor),
    TG_ARGV[0],
    (row_now ->> TG_ARGV[2])::integer,
    left(row_now ->> TG_ARGV[3], 200),
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    changes
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A property's repeating items are part of the property: an added, changed or removed item is a change of
-- it, named items.<kind>.<item id>, joined to the entry its transaction already made for the property (the
-- creation, or the save that changed its columns), so one save is one entry. Items removed with their
-- property (a cascade) are not logged again.
CREATE FUNCTION cakemix_audit_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_now jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  item_property integer := (item_now ->> 'property_id')::integer;
  item_website integer := (item_now ->> 'website_id')::integer;
  change jsonb := jsonb_build_object(
    'items.' || (item_now ->> 'kind') || '.' || (item_now ->> 'id'),
    jsonb_build_array(
      CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) -> 'data' END,
      CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) -> 'data' END
    )
  );
  property_name text;
  entry_id bigint;
  actor integer := cakemix_audit_actor(NULL);
BEGIN
  SELECT name INTO property_name FROM properties WHERE id = item_property;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT id INTO entry_id FROM audit_log
    WHERE website_id = item_website AND record_type = 'property' AND record_id = item_property
      AND xmin = pg_current_xact_id()::xid
    ORDER BY id DESC LIMIT 1;
  IF entry_id IS NOT NULL THEN
    UPDATE audit_log SET changes = changes || change WHERE id = entry_id;
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (website_id, actor_id, actor_name, record_type, record_id, record_name, action, changes)
  VALUES (item_website, actor, (SELECT name FROM users WHERE id = actor), 'property', item_property,
    left(property_name, 200), 'update', change);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A property is written again by every revaluation (its value columns only): such an update does not even call
-- the function.
CREATE TRIGGER properties_audit AFTER INSERT OR DELETE ON properties FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('property', 'website_id', 'id', 'name', '{id,website_id,created_at,updated_at,created_by,updated_by,value_cents,value_version,cost_cents,ratio,effective_cpm_cents,impressions,city_id,city_region,city_country}');
--> statement-breakpoint
CREATE TRIGGER properties_audit_update AFTER UPDATE ON properties FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{id,website_id,created_at,updated_at,created_by,updated_by,value_cents,value_version,cost_cents,ratio,effective_cpm_cents,impressions,city_id,city_region,city_country}'::text[]) IS DISTINCT FROM (to_jsonb(NEW) - '{id,website_id,created_at,updated_at,created_by,updated_by,value_cents,value_version,cost_cents,ratio,effective_cpm_cents,impressions,city_id,city_region,city_country}'::text[]))
  EXECUTE FUNCTION cakemix_audit('property', 'website_id', 'id', 'name', '{id,website_id,created_at,updated_at,created_by,updated_by,value_cents,value_version,cost_cents,ratio,effective_cpm_cents,impressions,city_id,city_region,city_country}');
--> statement-breakpoint
-- A whole-property save rewrites every item it keeps: only those whose answers changed call the function.
CREATE TRIGGER property_items_audit AFTER INSERT OR DELETE ON property_items FOR EACH ROW EXECUTE FUNCTION cakemix_audit_item();
--> statement-breakpoint
CREATE TRIGGER property_items_audit_update AFTER UPDATE ON property_items FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.data IS DISTINCT FROM NEW.data) EXECUTE FUNCTION cakemix_audit_item();
--> statement-breakpoint
CREATE TRIGGER brand_profiles_audit AFTER INSERT OR UPDATE OR DELETE ON brand_profiles FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('brand_profile', 'website_id', 'id', 'name', '{id,website_id,created_at,updated_at,created_by,updated_by,data.name,data.status}');
--> statement-breakpoint
CREATE TRIGGER reports_audit AFTER INSERT OR UPDATE OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('report', 'website_id', 'id', 'title', '{id,website_id,created_at,updated_at,created_by,updated_by,snapshot,share_token_hash,property_name,profile_name,entry_count,ratio,from_draft,preliminary,methodology_version}');
--> statement-breakpoint
CREATE TRIGGER property_comments_audit AFTER INSERT OR UPDATE OR DELETE ON property_comments FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('comment', 'website_id', 'id', 'body', '{id,website_id,created_at,user_id,poster_name,metric_id}');
--> statement-breakpoint
CREATE TRIGGER rate_card_entries_audit AFTER INSERT OR UPDATE OR DELETE ON rate_card_entries FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('rate_card', 'website_id', 'website_id', 'key', '{id,website_id,created_at,created_by,created_by_name,applied_at}');
--> statement-breakpoint
CREATE TRIGGER websites_audit AFTER INSERT OR UPDATE OR DELETE ON websites FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('website', 'id', 'id', 'name', '{id,created_at,demo}');
--> statement-breakpoint
CREATE TRIGGER website_logos_audit AFTER INSERT OR UPDATE OR DELETE ON website_logos FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('website', 'website_id', 'website_id', '', '{website_id,data,updated_at,content_type}');
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('member', 'website_id', 'id', 'name', '{id,website_id,created_at,updated_at,password_hash,lang,lang_chosen_at}');
--> statement-breakpoint
CREATE TRIGGER invitations_audit AFTER INSERT OR UPDATE OR DELETE ON invitations FOR EACH ROW EXECUTE FUNCTION
  cakemix_audit('invitation', 'website_id', 'id', 'email', '{id,website_id,created_at,token_hash,invited_by}');
