CREATE TABLE "marketplace_versions" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "marketplace_versions_shard" CHECK ("marketplace_versions"."shard" BETWEEN 0 AND 63)
);
--> statement-breakpoint
CREATE TABLE "member_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_changes_user_idx" ON "member_changes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "member_changes_changed_at_idx" ON "member_changes" USING btree ("changed_at");
--> statement-breakpoint
INSERT INTO "marketplace_versions" ("shard") SELECT generate_series(0, 63);
--> statement-breakpoint
-- Records that these members' answers moved, and adds one to the marketplace's version when asked,
-- once a transaction: the triggers below run as it commits, so one record covers all it wrote (the
-- marketplace's always; a member's while the transaction has moved a few dozen at most). A member's
-- record is a row added, which never waits on another transaction; the marketplace's counter is one
-- of sixty-four, by the transaction's id, taken last, so a transaction holding it never waits again
-- and two never wait on each other in a circle.
CREATE FUNCTION move_answer_versions(p_ids uuid[], p_marketplace boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_moved text := coalesce(current_setting('referral_exchange.versions_moved', true), '');
  v_ids uuid[] := '{}';
  v_id uuid;
  v_marketplace boolean := p_marketplace AND position('marketplace' IN v_moved) = 0;
BEGIN
  -- Most rows a transaction writes name members it has already recorded (a claim's match, code,
  -- notice and count all name its two parties): those are passed over without a statement.
  FOREACH v_id IN ARRAY p_ids LOOP
    IF v_id IS NOT NULL AND position(v_id::text IN v_moved) = 0 AND NOT v_id = ANY(v_ids) THEN v_ids := v_ids || v_id; END IF;
  END LOOP;
  IF cardinality(v_ids) > 0 THEN
    INSERT INTO member_changes (user_id) SELECT unnest(v_ids);
    -- Remembered for the rest of the transaction up to a few dozen members: a write to thousands
    -- (a notice to everyone holding an app) records each once per row rather than searching a long list.
    IF length(v_moved) < 1000 THEN v_moved := v_moved || array_to_string(v_ids, ',') || ','; END IF;
  END IF;
  IF v_marketplace THEN
    UPDATE marketplace_versions SET version = version + 1 WHERE shard = (pg_current_xact_id()::text::bigint % 64)::smallint;
    v_moved := v_moved || 'marketplace,';
  END IF;
  IF cardinality(v_ids) > 0 OR v_marketplace THEN PERFORM set_config('referral_exchange.versions_moved', v_moved, true); END IF;
END $$;
--> statement-breakpoint
-- A row of one member (its user_id): theirs, and the marketplace's when the argument says so.
CREATE FUNCTION own_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.user_id], TG_ARGV[0] = 'marketplace');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.user_id, NEW.user_id], TG_ARGV[0] = 'marketplace');
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.user_id], TG_ARGV[0] = 'marketplace');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A match: both parties, and the marketplace (the parties' track records, which everyone sees in the
-- offers and on member pages, are counted from their matches by migration 0013's trigger).
CREATE FUNCTION match_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.referrer_id, OLD.referee_id], true);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.referrer_id, OLD.referee_id, NEW.referrer_id, NEW.referee_id], true);
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.referrer_id, NEW.referee_id], true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A review: both members, and the marketplace (member pages, the offers' ratings).
CREATE FUNCTION review_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.reviewer_id, OLD.reviewee_id], true);
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.reviewer_id, NEW.reviewee_id], true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A report: both parties.
CREATE FUNCTION report_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM move_answer_versions(ARRAY[OLD.reporter_id, OLD.against_id], false);
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.reporter_id, NEW.against_id], false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A report's message or evidence: the report's two parties.
CREATE FUNCTION report_thread_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_answer_versions(ARRAY[r.reporter_id, r.against_id], false) FROM reports r
    WHERE r.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.report_id ELSE NEW.report_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A support message: the member whose request it is.
CREATE FUNCTION support_thread_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_answer_versions(ARRAY[s.user_id], false) FROM support_requests s
    WHERE s.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An app: everyone's catalogue and offers, and every member who holds it (uses it, shares or waits
-- for a code for it, or has a match of it).
CREATE FUNCTION app_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_app uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM move_answer_versions(ARRAY(
    SELECT user_id FROM user_apps WHERE app_id = v_app
    UNION SELECT user_id FROM referral_codes WHERE app_id = v_app
    UNION SELECT user_id FROM claim_requests WHERE app_id = v_app
    UNION SELECT referrer_id FROM matches WHERE app_id = v_app
    UNION SELECT referee_id FROM matches WHERE app_id = v_app), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An offer of an app: the marketplace.
CREATE FUNCTION marketplace_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM move_answer_versions('{}', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member's own account: theirs; a new name, or an account switched on or off, also shows in
-- everyone's offers and on the cards of those they are matched with.
CREATE FUNCTION member_answers_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.username IS DISTINCT FROM NEW.username OR OLD.name IS DISTINCT FROM NEW.name OR OLD.is_active IS DISTINCT FROM NEW.is_active THEN
    PERFORM move_answer_versions(ARRAY(
      SELECT NEW.id UNION SELECT referee_id FROM matches WHERE referrer_id = NEW.id UNION SELECT referrer_id FROM matches WHERE referee_id = NEW.id), true);
  ELSE
    PERFORM move_answer_versions(ARRAY[NEW.id], false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each runs as its transaction commits (deferred): the marketplace's counter is held only while it commits.
CREATE CONSTRAINT TRIGGER users_answers_moved AFTER UPDATE OF email, username, name, is_admin, is_active, subscription_status, subscription_expires_at, matches_used, email_verified_at, pending_email ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION member_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_apps_answers_moved AFTER INSERT OR UPDATE OR DELETE ON user_apps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_answers_moved('marketplace');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER referral_codes_answers_moved AFTER INSERT OR UPDATE OR DELETE ON referral_codes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_answers_moved('marketplace');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER claim_requests_answers_moved AFTER INSERT OR UPDATE OR DELETE ON claim_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_answers_moved('marketplace');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER matches_answers_moved AFTER INSERT OR UPDATE OR DELETE ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION match_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_answers_moved AFTER INSERT OR DELETE OR UPDATE OF type, title, message, status, match_id, read_at ON notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_answers_moved('members');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notification_preferences_answers_moved AFTER INSERT OR UPDATE OR DELETE ON notification_preferences
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_answers_moved('members');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_answers_moved AFTER INSERT OR UPDATE OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION review_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reports_answers_moved AFTER INSERT OR UPDATE OR DELETE ON reports
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_messages_answers_moved AFTER INSERT OR UPDATE OR DELETE ON report_messages
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_thread_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_evidence_answers_moved AFTER INSERT OR DELETE ON report_evidence
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_thread_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER support_requests_answers_moved AFTER INSERT OR UPDATE OR DELETE ON support_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_answers_moved('members');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER support_messages_answers_moved AFTER INSERT OR UPDATE OR DELETE ON support_messages
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION support_thread_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER apps_answers_moved AFTER INSERT OR UPDATE OR DELETE ON apps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_answers_moved();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER referral_offers_answers_moved AFTER INSERT OR UPDATE OR DELETE ON referral_offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION marketplace_answers_moved();
