-- Every new notification is announced on the channel `notification_events` with its user and id,
-- so a server process holding that user's live stream pushes it, whichever process wrote the row.
CREATE OR REPLACE FUNCTION announce_notification() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('user_id', NEW.user_id, 'id', NEW.id)::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications
FOR EACH ROW EXECUTE FUNCTION announce_notification();
