ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A password change moves session_version on: every process hears it on account_events (as for a
-- deactivation, migration 0008) and forgets the account, so the old tokens stop at once everywhere.
DROP TRIGGER users_announce_access_change ON users;--> statement-breakpoint
CREATE TRIGGER users_announce_access_change AFTER UPDATE ON users
FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
  OR OLD.session_version IS DISTINCT FROM NEW.session_version)
EXECUTE FUNCTION announce_account_change();
