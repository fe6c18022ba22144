-- Reviews that can be reported and hidden (issue: "Reporting and hiding a review"): a member's report,
-- open until an administrator hides or keeps the review; a hidden review leaves member pages and
-- the track records kept from reviews (docs/decisions/reports-and-support.md, "Reported reviews").
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_reports_reason" CHECK ("review_reports"."reason" IN ('ABUSIVE', 'FALSE', 'PRIVATE_INFORMATION', 'SPAM', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_one_per_reporter" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at","review_id") WHERE "review_reports"."decided_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_with_reason" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL));
--> statement-breakpoint
-- The kept ratings count reviews that are not hidden: hiding one takes it out, as deleting it would.
CREATE OR REPLACE FUNCTION reviews_keep_track_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted reviews;
  sign int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.hidden_at IS NOT NULL THEN RETURN NULL; END IF;
    counted := NEW; sign := 1;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.hidden_at IS NOT NULL THEN RETURN NULL; END IF;
    counted := OLD; sign := -1;
  ELSIF OLD.hidden_at IS NULL AND NEW.hidden_at IS NOT NULL THEN
    counted := OLD; sign := -1;
  ELSIF OLD.hidden_at IS NOT NULL AND NEW.hidden_at IS NULL THEN
    counted := NEW; sign := 1;
  ELSE
    RETURN NULL;
  END IF;
  -- A referee's review rates the member as a sharer (rating_*); a referrer's, as the one who signed up (referee_rating_*).
  -- A rating taken out updates the record it was counted in (an insert's row would be checked, negative, first).
  IF sign < 0 AND counted.reviewer_role = 'referee' THEN
    UPDATE track_records SET rating_sum = rating_sum - counted.rating, rating_count = rating_count - 1 WHERE user_id = counted.reviewee_id;
  ELSIF sign < 0 THEN
    UPDATE track_records SET referee_rating_sum = referee_rating_sum - counted.rating, referee_rating_count = referee_rating_count - 1 WHERE user_id = counted.reviewee_id;
  ELSIF counted.reviewer_role = 'referee' THEN
    INSERT INTO track_records AS t (user_id, rating_sum, rating_count) VALUES (counted.reviewee_id, counted.rating, 1)
    ON CONFLICT (user_id) DO UPDATE SET rating_sum = t.rating_sum + counted.rating, rating_count = t.rating_count + 1;
  ELSE
    INSERT INTO track_records AS t (user_id, referee_rating_sum, referee_rating_count) VALUES (counted.reviewee_id, counted.rating, 1)
    ON CONFLICT (user_id) DO UPDATE SET referee_rating_sum = t.referee_rating_sum + counted.rating, referee_rating_count = t.referee_rating_count + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER reviews_track_records ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_track_records AFTER INSERT OR DELETE OR UPDATE OF hidden_at ON reviews
FOR EACH ROW EXECUTE FUNCTION reviews_keep_track_records();
--> statement-breakpoint
-- Counted afresh, the hidden ones left out likewise.
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
    FROM reviews WHERE hidden_at IS NULL GROUP BY reviewee_id
  ) parts
  WHERE member IN (SELECT id FROM users)
  GROUP BY member;
$$;
