CREATE TABLE "app_reward_medians" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"median_days" double precision,
	"rewards" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_reward_medians_rewards_non_negative" CHECK ("app_reward_medians"."rewards" >= 0)
);
--> statement-breakpoint
ALTER TABLE "track_records" ADD COLUMN "median_days_to_reward" double precision;--> statement-breakpoint
ALTER TABLE "app_reward_medians" ADD CONSTRAINT "app_reward_medians_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Days to a reward, kept as matches change rather than counted on every read: a member page (and
-- the team's view of a report's parties) shows the member's median as a referrer, and every
-- referrer's analytics the marketplace's median for each app they earn on. Both were counted from
-- the matches on each read. The rules are the ones those reads had: the days from the sign-up
-- marked (reward_countdown_started_at) to the first reward confirmed, rounded to a tenth; a
-- member's over the matches they completed as the referrer (COMPLETED or CONFIRMED); an app's over
-- its latest 500 confirmed rewards (MARKETPLACE_SAMPLE, contract/analytics/rules.ts), newest first
-- from matches_app_reward_confirmed_idx. server/modules/members/reward-medians.test.ts holds both to a recount.
CREATE OR REPLACE FUNCTION days_to_reward(confirmed timestamptz, countdown timestamptz) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(epoch FROM confirmed - countdown) / 86400)::double precision
$$;
--> statement-breakpoint
-- PL/pgSQL, not SQL, for the two below: a SQL function's statement is planned again on every call
-- (about 0.7 ms, five times the statement itself), a PL/pgSQL one's plan is kept for the session.
CREATE OR REPLACE FUNCTION refresh_app_reward_median(p_app uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_reward_medians (app_id, median_days, rewards)
  SELECT p_app, sample.median, sample.rewards
  FROM (
    SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY latest.days))::numeric, 1)::float8 AS median, count(*)::int AS rewards
    FROM (
      SELECT days_to_reward(first_confirmed_at, reward_countdown_started_at) AS days FROM matches
      WHERE app_id = p_app AND first_confirmed_at IS NOT NULL AND reward_countdown_started_at IS NOT NULL
      ORDER BY first_confirmed_at DESC NULLS LAST
      LIMIT 500
    ) latest
  ) sample
  -- An app being deleted takes its figures with it.
  WHERE EXISTS (SELECT 1 FROM apps WHERE id = p_app)
  ON CONFLICT (app_id) DO UPDATE SET median_days = EXCLUDED.median_days, rewards = EXCLUDED.rewards;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_member_reward_median(p_member uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE track_records SET median_days_to_reward = (
    SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_reward(first_confirmed_at, reward_countdown_started_at)))::numeric, 1)::float8
    FROM matches
    WHERE referrer_id = p_member AND status IN ('COMPLETED', 'CONFIRMED') AND first_confirmed_at IS NOT NULL AND reward_countdown_started_at IS NOT NULL
  )
  WHERE user_id = p_member;
END
$$;
--> statement-breakpoint
-- After matches_track_records (triggers fire in name order), so a new referrer's row is there.
CREATE OR REPLACE FUNCTION matches_keep_reward_medians() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sample boolean := false;
  new_sample boolean := false;
  old_member boolean := false;
  new_member boolean := false;
  moved boolean := true;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_sample := OLD.first_confirmed_at IS NOT NULL AND OLD.reward_countdown_started_at IS NOT NULL;
    old_member := old_sample AND OLD.status IN ('COMPLETED', 'CONFIRMED') AND OLD.referrer_id IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_sample := NEW.first_confirmed_at IS NOT NULL AND NEW.reward_countdown_started_at IS NOT NULL;
    new_member := new_sample AND NEW.status IN ('COMPLETED', 'CONFIRMED') AND NEW.referrer_id IS NOT NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    moved := OLD.first_confirmed_at IS DISTINCT FROM NEW.first_confirmed_at
      OR OLD.reward_countdown_started_at IS DISTINCT FROM NEW.reward_countdown_started_at;
  END IF;
  IF old_sample <> new_sample OR (new_sample AND (moved OR OLD.app_id <> NEW.app_id)) THEN
    IF old_sample THEN PERFORM refresh_app_reward_median(OLD.app_id); END IF;
    IF new_sample AND (NOT old_sample OR OLD.app_id <> NEW.app_id) THEN PERFORM refresh_app_reward_median(NEW.app_id); END IF;
  END IF;
  IF old_member <> new_member OR (new_member AND (moved OR OLD.referrer_id IS DISTINCT FROM NEW.referrer_id)) THEN
    IF old_member THEN PERFORM refresh_member_reward_median(OLD.referrer_id); END IF;
    IF new_member AND (NOT old_member OR OLD.referrer_id IS DISTINCT FROM NEW.referrer_id) THEN PERFORM refresh_member_reward_median(NEW.referrer_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER matches_track_reward_medians AFTER INSERT OR UPDATE OR DELETE ON matches
FOR EACH ROW EXECUTE FUNCTION matches_keep_reward_medians();
--> statement-breakpoint
-- Every figure counted again: the migration's own start, and the benchmark's seeding (which loads matches with triggers off).
CREATE OR REPLACE FUNCTION rebuild_reward_medians() RETURNS void LANGUAGE sql AS $$
  DELETE FROM app_reward_medians;
  SELECT refresh_app_reward_median(id) FROM apps;
  UPDATE track_records t SET median_days_to_reward = counted.median
  FROM (
    SELECT t2.user_id, (
      SELECT round((percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_reward(first_confirmed_at, reward_countdown_started_at)))::numeric, 1)::float8
      FROM matches
      WHERE referrer_id = t2.user_id AND status IN ('COMPLETED', 'CONFIRMED') AND first_confirmed_at IS NOT NULL AND reward_countdown_started_at IS NOT NULL
    ) AS median
    FROM track_records t2 WHERE t2.referrer_completed > 0
  ) counted
  WHERE t.user_id = counted.user_id AND t.median_days_to_reward IS DISTINCT FROM counted.median
$$;
--> statement-breakpoint
SELECT rebuild_reward_medians();
