-- What everyone sees of a member also moves with their plan, their verified address and the team's
-- decisions on reports against them, so these move the marketplace's version too (migration 0037
-- moved only the member's own): with paid features on, Premium referrers' codes go first in the
-- rotation (other sharers' places move); a member's page shows whether their address is verified
-- and how many reports against them the team upheld.
CREATE OR REPLACE FUNCTION member_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.username IS DISTINCT FROM NEW.username OR OLD.name IS DISTINCT FROM NEW.name OR OLD.is_active IS DISTINCT FROM NEW.is_active THEN
    PERFORM move_answer_versions(ARRAY(
      SELECT NEW.id UNION SELECT referee_id FROM matches WHERE referrer_id = NEW.id UNION SELECT referrer_id FROM matches WHERE referee_id = NEW.id), true);
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.id],
      OLD.subscription_status IS DISTINCT FROM NEW.subscription_status
      OR OLD.subscription_expires_at IS DISTINCT FROM NEW.subscription_expires_at
      OR (OLD.email_verified_at IS NULL) IS DISTINCT FROM (NEW.email_verified_at IS NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A report: both parties, and the marketplace when what a member's record counts of it may have
-- moved (a report added or removed, or its status changed: upheld ones count against the member).
CREATE OR REPLACE FUNCTION report_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.reporter_id, OLD.against_id], OLD.status = 'RESOLVED');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.reporter_id, OLD.against_id, NEW.reporter_id, NEW.against_id],
      OLD.status IS DISTINCT FROM NEW.status OR OLD.reason IS DISTINCT FROM NEW.reason OR OLD.against_id IS DISTINCT FROM NEW.against_id);
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.reporter_id, NEW.against_id], NEW.status = 'RESOLVED');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The account (GET /api/auth/me) shows when its owner last signed in: a sign-in moves their own version.
DROP TRIGGER users_answers_moved ON users;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_answers_moved AFTER UPDATE OF email, username, name, is_admin, is_active, subscription_status, subscription_expires_at, matches_used, email_verified_at, pending_email, eligibility_confirmed_at, last_login_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION member_answers_moved();
