CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"reviewee_id" uuid NOT NULL,
	"reviewer_role" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_reviewer_role" CHECK ("reviews"."reviewer_role" IN ('referrer', 'referee')),
	CONSTRAINT "reviews_comment_length" CHECK ("reviews"."comment" IS NULL OR char_length("reviews"."comment") <= 500),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" IS NULL OR char_length("reviews"."reply") <= 500)
);
--> statement-breakpoint
CREATE TABLE "track_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_matches" integer DEFAULT 0 NOT NULL,
	"referrer_completed" integer DEFAULT 0 NOT NULL,
	"referrer_ended" integer DEFAULT 0 NOT NULL,
	"referee_matches" integer DEFAULT 0 NOT NULL,
	"referee_completed" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"referee_rating_sum" integer DEFAULT 0 NOT NULL,
	"referee_rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "track_records_counts_non_negative" CHECK ("track_records"."referrer_matches" >= 0 AND "track_records"."referrer_completed" >= 0 AND "track_records"."referrer_ended" >= "track_records"."referrer_completed" AND "track_records"."referee_matches" >= 0 AND "track_records"."referee_completed" >= 0 AND "track_records"."rating_sum" >= 0 AND "track_records"."rating_count" >= 0 AND "track_records"."referee_rating_sum" >= 0 AND "track_records"."referee_rating_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_records" ADD CONSTRAINT "track_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_match_reviewer" ON "reviews" USING btree ("match_id","reviewer_role");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_created_idx" ON "reviews" USING btree ("reviewee_id","created_at");
--> statement-breakpoint
-- Track records are counters kept in the same statement as the matches and reviews they count, so
-- the dashboard's offers and matches read them without recounting. Each match contributes to its
-- referrer's and referee's rows by what it is now: a change adds the new contribution and takes
-- back the old, whatever the change (a status, a party who closed their account).
-- `match_track_ended`: completed (or closed as CONFIRMED), or cancelled after the sign-up was
-- marked, except when an administrator removed the app (nobody's doing).
CREATE OR REPLACE FUNCTION track_record_add(member uuid, referrer_matches int, referrer_completed int, referrer_ended int, referee_matches int, referee_completed int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF member IS NULL OR (referrer_matches = 0 AND referrer_completed = 0 AND referrer_ended = 0 AND referee_matches = 0 AND referee_completed = 0) THEN
    RETURN;
  END IF;
  -- An UPDATE first: an INSERT's proposed row is checked before ON CONFLICT, and a negative change
  -- (a match given back) would fail the counters' CHECK there.
  UPDATE track_records SET
    referrer_matches = track_records.referrer_matches + track_record_add.referrer_matches,
    referrer_completed = track_records.referrer_completed + track_record_add.referrer_completed,
    referrer_ended = track_records.referrer_ended + track_record_add.referrer_ended,
    referee_matches = track_records.referee_matches + track_record_add.referee_matches,
    referee_completed = track_records.referee_completed + track_record_add.referee_completed
  WHERE user_id = member;
  IF FOUND THEN
    RETURN;
  END IF;
  -- A member's first counted match; a person whose account is being deleted gets no row.
  INSERT INTO track_records AS t (user_id, referrer_matches, referrer_completed, referrer_ended, referee_matches, referee_completed)
  SELECT member, greatest(track_record_add.referrer_matches, 0), greatest(track_record_add.referrer_completed, 0), greatest(track_record_add.referrer_ended, 0),
         greatest(track_record_add.referee_matches, 0), greatest(track_record_add.referee_completed, 0)
  WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
  ON CONFLICT (user_id) DO UPDATE SET
    referrer_matches = t.referrer_matches + EXCLUDED.referrer_matches,
    referrer_completed = t.referrer_completed + EXCLUDED.referrer_completed,
    referrer_ended = t.referrer_ended + EXCLUDED.referrer_ended,
    referee_matches = t.referee_matches + EXCLUDED.referee_matches,
    referee_completed = t.referee_completed + EXCLUDED.referee_completed;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_track_completed(status match_status) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('COMPLETED', 'CONFIRMED') THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_track_ended(status match_status, countdown timestamptz, reason match_cancel_reason) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('COMPLETED', 'CONFIRMED') THEN 1
              WHEN status = 'CANCELLED' AND countdown IS NOT NULL AND reason IS DISTINCT FROM 'APP_REMOVED' THEN 1
              ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matches_keep_track_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_completed int := 0; old_ended int := 0; old_counted int := 0;
  new_completed int := 0; new_ended int := 0; new_counted int := 0;
BEGIN
  -- Most updates (instructions, confirmations, updated_at) change nothing a record counts.
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.reward_countdown_started_at IS NOT DISTINCT FROM NEW.reward_countdown_started_at
     AND OLD.cancel_reason IS NOT DISTINCT FROM NEW.cancel_reason AND OLD.referrer_id IS NOT DISTINCT FROM NEW.referrer_id AND OLD.referee_id IS NOT DISTINCT FROM NEW.referee_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_counted := 1;
    old_completed := match_track_completed(OLD.status);
    old_ended := match_track_ended(OLD.status, OLD.reward_countdown_started_at, OLD.cancel_reason);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_counted := 1;
    new_completed := match_track_completed(NEW.status);
    new_ended := match_track_ended(NEW.status, NEW.reward_countdown_started_at, NEW.cancel_reason);
  END IF;
  -- The same party before and after: one change by the difference (often none); otherwise the old
  -- party gives its contribution back and the new one takes it.
  IF TG_OP = 'UPDATE' AND OLD.referrer_id IS NOT DISTINCT FROM NEW.referrer_id THEN
    PERFORM track_record_add(NEW.referrer_id, 0, new_completed - old_completed, new_ended - old_ended, 0, 0);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM track_record_add(OLD.referrer_id, -old_counted, -old_completed, -old_ended, 0, 0); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM track_record_add(NEW.referrer_id, new_counted, new_completed, new_ended, 0, 0); END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.referee_id IS NOT DISTINCT FROM NEW.referee_id THEN
    PERFORM track_record_add(NEW.referee_id, 0, 0, 0, 0, new_completed - old_completed);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM track_record_add(OLD.referee_id, 0, 0, 0, -old_counted, -old_completed); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM track_record_add(NEW.referee_id, 0, 0, 0, new_counted, new_completed); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER matches_track_records AFTER INSERT OR UPDATE OR DELETE ON matches
FOR EACH ROW EXECUTE FUNCTION matches_keep_track_records();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_keep_track_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A referee's review rates the member as a sharer (rating_*); a referrer's, as the one who signed up (referee_rating_*).
  IF TG_OP = 'INSERT' AND NEW.reviewer_role = 'referee' THEN
    INSERT INTO track_records AS t (user_id, rating_sum, rating_count) VALUES (NEW.reviewee_id, NEW.rating, 1)
    ON CONFLICT (user_id) DO UPDATE SET rating_sum = t.rating_sum + NEW.rating, rating_count = t.rating_count + 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO track_records AS t (user_id, referee_rating_sum, referee_rating_count) VALUES (NEW.reviewee_id, NEW.rating, 1)
    ON CONFLICT (user_id) DO UPDATE SET referee_rating_sum = t.referee_rating_sum + NEW.rating, referee_rating_count = t.referee_rating_count + 1;
  ELSIF OLD.reviewer_role = 'referee' THEN
    UPDATE track_records SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1 WHERE user_id = OLD.reviewee_id;
  ELSE
    UPDATE track_records SET referee_rating_sum = referee_rating_sum - OLD.rating, referee_rating_count = referee_rating_count - 1 WHERE user_id = OLD.reviewee_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_track_records AFTER INSERT OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION reviews_keep_track_records();
--> statement-breakpoint
-- Every record counted afresh from matches and reviews: for the matches made before this migration,
-- and for bulk loads that write rows with triggers off (the benchmark's seed).
CREATE OR REPLACE FUNCTION rebuild_track_records() RETURNS void LANGUAGE sql AS $$
  DELETE FROM track_records;
  INSERT INTO track_records (user_id, referrer_matches, referrer_completed, referrer_ended, referee_matches, referee_completed,
                             rating_sum, rating_count, referee_rating_sum, referee_rating_count)
  SELECT member, sum(referrer_matches), sum(referrer_completed), sum(referrer_ended), sum(referee_matches), sum(referee_completed),
         sum(rating_sum), sum(rating_count), sum(referee_rating_sum), sum(referee_rating_count)
  FROM (
    SELECT referrer_id AS member, count(*) AS referrer_matches, sum(match_track_completed(status)) AS referrer_completed,
           sum(match_track_ended(status, reward_countdown_started_at, cancel_reason)) AS referrer_ended, 0 AS referee_matches, 0 AS referee_completed,
           0 AS rating_sum, 0 AS rating_count, 0 AS referee_rating_sum, 0 AS referee_rating_count
    FROM matches WHERE referrer_id IS NOT NULL GROUP BY referrer_id
    UNION ALL
    SELECT referee_id, 0, 0, 0, count(*), sum(match_track_completed(status)), 0, 0, 0, 0
    FROM matches WHERE referee_id IS NOT NULL GROUP BY referee_id
    UNION ALL
    SELECT reviewee_id, 0, 0, 0, 0, 0,
           coalesce(sum(rating) FILTER (WHERE reviewer_role = 'referee'), 0), count(*) FILTER (WHERE reviewer_role = 'referee'),
           coalesce(sum(rating) FILTER (WHERE reviewer_role = 'referrer'), 0), count(*) FILTER (WHERE reviewer_role = 'referrer')
    FROM reviews GROUP BY reviewee_id
  ) parts
  WHERE member IN (SELECT id FROM users)
  GROUP BY member;
$$;
--> statement-breakpoint
SELECT rebuild_track_records();
