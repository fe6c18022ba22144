-- When a person confirmed they are 18 or over and live in the UK (issue: "Who may sign up"): asked
-- by the sign-up form, and before the next claim of anyone who has not (members from before, and
-- accounts registered through the API without it).
ALTER TABLE "users" ADD COLUMN "eligibility_confirmed_at" timestamp with time zone;
--> statement-breakpoint
-- The confirmation is in the member's own answers (GET /api/auth/me), so it moves their version.
DROP TRIGGER users_answers_moved ON users;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_answers_moved AFTER UPDATE OF email, username, name, is_admin, is_active, subscription_status, subscription_expires_at, matches_used, email_verified_at, pending_email, eligibility_confirmed_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION member_answers_moved();
