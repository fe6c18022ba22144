-- Each app's public page is /apps/{slug}. The slug is made from its name here, in the database, so
-- every way an app is added (the administrator, an AI suggestion activated, the starting catalogue,
-- a seed) gets one by the same rule: the name folded as the search folds it (fold_for_search,
-- migration 0035), "&" read as "and", every run of other characters one hyphen; "app" if nothing is
-- left. Two apps whose names make the same slug: the later takes the first of -2, -3... that is free.
-- A rename that changes the slug keeps the old one in app_slug_redirects, so its links still lead to
-- the page (a 301); a rename that leaves it the same ("Monzo" to "MONZO") changes nothing.
CREATE TABLE "app_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_slug_redirects" ADD CONSTRAINT "app_slug_redirects_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION app_slug_base(app_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(nullif(trim(BOTH '-' FROM regexp_replace(replace(fold_for_search(app_name), '&', ' and '), '[^a-z0-9]+', '-', 'g')), ''), 'app');
--> statement-breakpoint
-- The first of base, base-2, base-3... that no other app not deleted holds.
CREATE FUNCTION free_app_slug(base text, app_id uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_candidate text := base;
  v_n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM apps WHERE slug = v_candidate AND deleted_at IS NULL AND id <> app_id) LOOP
    v_n := v_n + 1;
    v_candidate := base || '-' || v_n;
  END LOOP;
  RETURN v_candidate;
END
$$;
--> statement-breakpoint
CREATE FUNCTION assign_app_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_base text := app_slug_base(NEW.name);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The same name, or one that makes the same slug: the slug stays (with its -2 if it has one).
    IF OLD.slug = v_base OR OLD.slug ~ ('^' || v_base || '-[0-9]+$') THEN
      NEW.slug := OLD.slug;
      RETURN NEW;
    END IF;
    NEW.slug := free_app_slug(v_base, NEW.id);
    INSERT INTO app_slug_redirects (slug, app_id) VALUES (OLD.slug, NEW.id)
      ON CONFLICT (slug) DO UPDATE SET app_id = EXCLUDED.app_id, created_at = now();
  ELSE
    NEW.slug := free_app_slug(v_base, NEW.id);
  END IF;
  -- A slug in use is an app's page, never another's old address.
  DELETE FROM app_slug_redirects WHERE slug = NEW.slug;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The apps there are, oldest first, so the first of two alike keeps the plain slug. Without moving
-- the answers' versions (migration 0037): its trigger's deferred events would stop the index below
-- being built in this transaction, and a new release's browsers keep no answers of the last one.
ALTER TABLE apps DISABLE TRIGGER apps_answers_moved;
--> statement-breakpoint
DO $$
DECLARE
  v_app record;
BEGIN
  FOR v_app IN SELECT id, name FROM apps ORDER BY deleted_at IS NOT NULL, created_at, id LOOP
    UPDATE apps SET slug = free_app_slug(app_slug_base(v_app.name), v_app.id) WHERE id = v_app.id;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE apps ENABLE TRIGGER apps_answers_moved;
--> statement-breakpoint
CREATE TRIGGER apps_slug_on_insert BEFORE INSERT ON apps FOR EACH ROW EXECUTE FUNCTION assign_app_slug();--> statement-breakpoint
CREATE TRIGGER apps_slug_on_rename BEFORE UPDATE OF name ON apps FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION assign_app_slug();--> statement-breakpoint
CREATE UNIQUE INDEX "apps_slug_key" ON "apps" USING btree ("slug") WHERE "apps"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_slug_shape" CHECK ("apps"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
--> statement-breakpoint
-- An app's public page counts its matches completed lately.
CREATE INDEX "matches_app_completed_idx" ON "matches" USING btree ("app_id","completed_at") WHERE "matches"."completed_at" IS NOT NULL;
