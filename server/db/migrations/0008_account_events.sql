-- A change to who may sign in is announced on the channel `account_events` with the account's id:
-- each server process remembers accounts for a few seconds (server/plugins/accounts.ts) and forgets
-- one as soon as it hears of it, so deactivating or deleting an account ends its sessions at once
-- in every process. Claims update users on every match; only these two columns are announced.
CREATE OR REPLACE FUNCTION announce_account_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('account_events', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_announce_access_change AFTER UPDATE ON users
FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_admin IS DISTINCT FROM NEW.is_admin)
EXECUTE FUNCTION announce_account_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_removal AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION announce_account_change();
