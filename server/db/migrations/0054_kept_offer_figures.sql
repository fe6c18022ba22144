CREATE TABLE "app_offer_figures" (
	"app_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"total_codes" integer DEFAULT 0 NOT NULL,
	"available_codes" integer DEFAULT 0 NOT NULL,
	"current_total_uses" integer DEFAULT 0 NOT NULL,
	"total_max_uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_offer_figures_app_id_shard_pk" PRIMARY KEY("app_id","shard"),
	CONSTRAINT "app_offer_figures_shard" CHECK ("app_offer_figures"."shard" BETWEEN 0 AND 15),
	CONSTRAINT "app_offer_figures_non_negative" CHECK ("app_offer_figures"."total_codes" >= 0 AND "app_offer_figures"."available_codes" >= 0 AND "app_offer_figures"."current_total_uses" >= 0 AND "app_offer_figures"."total_max_uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "app_offer_figures" ADD CONSTRAINT "app_offer_figures_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The catalogue's offer figures were added up from every shared code (300,000 in a full
-- marketplace, 70 to 200 ms), again whenever the marketplace had moved: once a second in a
-- marketplace where codes are claimed every second. They now follow every write to a code, in the
-- statement that makes it, on the row of the code's app and shard (the last byte of its id, of 16).
-- What a code counts for: nothing when withdrawn; else one code, one available while it is on offer
-- with a use left, its uses taken and its uses allowed (server/modules/apps/service.ts reads them).
CREATE OR REPLACE FUNCTION referral_codes_keep_offer_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old int[] := ARRAY[0, 0, 0, 0];
  v_new int[] := ARRAY[0, 0, 0, 0];
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status <> 'WITHDRAWN' THEN
    v_old := ARRAY[1, (OLD.status IN ('UNUSED', 'ASSIGNED') AND OLD.current_uses < OLD.max_uses)::int, OLD.current_uses, OLD.max_uses];
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'WITHDRAWN' THEN
    v_new := ARRAY[1, (NEW.status IN ('UNUSED', 'ASSIGNED') AND NEW.current_uses < NEW.max_uses)::int, NEW.current_uses, NEW.max_uses];
  END IF;
  -- A counted code that stays in its app (a claim, its end, an edit) moves its row once, by the
  -- difference, on the row that already counts it.
  IF TG_OP = 'UPDATE' AND OLD.app_id = NEW.app_id AND v_old <> ARRAY[0, 0, 0, 0] THEN
    IF v_new <> v_old THEN
      UPDATE app_offer_figures SET total_codes = total_codes + v_new[1] - v_old[1], available_codes = available_codes + v_new[2] - v_old[2],
        current_total_uses = current_total_uses + v_new[3] - v_old[3], total_max_uses = total_max_uses + v_new[4] - v_old[4]
      WHERE app_id = NEW.app_id AND shard = get_byte(uuid_send(NEW.id), 15) % 16;
    END IF;
    RETURN NULL;
  END IF;
  -- Otherwise what it counted comes off its row (none left when its app was deleted in the same
  -- statement), and what it counts now goes on its new one.
  IF v_old <> ARRAY[0, 0, 0, 0] THEN
    UPDATE app_offer_figures SET total_codes = total_codes - v_old[1], available_codes = available_codes - v_old[2],
      current_total_uses = current_total_uses - v_old[3], total_max_uses = total_max_uses - v_old[4]
    WHERE app_id = OLD.app_id AND shard = get_byte(uuid_send(OLD.id), 15) % 16;
  END IF;
  IF v_new <> ARRAY[0, 0, 0, 0] THEN
    INSERT INTO app_offer_figures AS f (app_id, shard, total_codes, available_codes, current_total_uses, total_max_uses)
    VALUES (NEW.app_id, get_byte(uuid_send(NEW.id), 15) % 16, v_new[1], v_new[2], v_new[3], v_new[4])
    ON CONFLICT (app_id, shard) DO UPDATE SET total_codes = f.total_codes + EXCLUDED.total_codes,
      available_codes = f.available_codes + EXCLUDED.available_codes,
      current_total_uses = f.current_total_uses + EXCLUDED.current_total_uses,
      total_max_uses = f.total_max_uses + EXCLUDED.total_max_uses;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_offer_figures_rows AFTER INSERT OR DELETE ON referral_codes
FOR EACH ROW EXECUTE FUNCTION referral_codes_keep_offer_figures();
--> statement-breakpoint
-- Most writes to a code (its owner's activity, its rotation place, its wording) leave its figures
-- alone: the condition is checked before any function runs.
CREATE TRIGGER app_offer_figures_changes AFTER UPDATE OF app_id, status, current_uses, max_uses ON referral_codes
FOR EACH ROW WHEN (OLD.app_id IS DISTINCT FROM NEW.app_id OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.current_uses IS DISTINCT FROM NEW.current_uses OR OLD.max_uses IS DISTINCT FROM NEW.max_uses)
EXECUTE FUNCTION referral_codes_keep_offer_figures();
--> statement-breakpoint
-- Counts the figures again from the codes (after a bulk load with triggers off). The lock waits for
-- writers already counting and holds new ones back until the count is in.
CREATE OR REPLACE FUNCTION rebuild_app_offer_figures() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE app_offer_figures IN EXCLUSIVE MODE;
  DELETE FROM app_offer_figures;
  INSERT INTO app_offer_figures (app_id, shard, total_codes, available_codes, current_total_uses, total_max_uses)
    SELECT app_id, get_byte(uuid_send(id), 15) % 16, count(*),
           count(*) FILTER (WHERE status IN ('UNUSED', 'ASSIGNED') AND current_uses < max_uses), sum(current_uses), sum(max_uses)
    FROM referral_codes WHERE status <> 'WITHDRAWN' GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT rebuild_app_offer_figures();
