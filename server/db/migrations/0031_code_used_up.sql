-- A code whose last use is taken tells its owner, wherever the use was taken (a claim, a waiting
-- person matched, a free use handed on): the notice is written by the same statement, in the same
-- transaction. Not when the owner set its uses down to those taken themselves.
CREATE OR REPLACE FUNCTION referral_code_used_up() RETURNS trigger AS $$
BEGIN
  INSERT INTO notifications (user_id, type, title, message)
  SELECT NEW.user_id, 'CODE_USED_UP', 'Your ' || a.name || ' code is used up',
         CASE WHEN NEW.max_uses = 1 THEN 'The one use of your ' || a.name || ' code has been taken'
              ELSE 'All ' || NEW.max_uses || ' uses of your ' || a.name || ' code have been taken' END
         || ', so it is out of the rotation. Give it more uses on My Referral Codes to keep sharing it.'
  FROM apps a WHERE a.id = NEW.app_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER referral_codes_used_up AFTER UPDATE OF status ON referral_codes
FOR EACH ROW WHEN (NEW.status = 'USED' AND OLD.status IS DISTINCT FROM 'USED' AND NEW.max_uses = OLD.max_uses)
EXECUTE FUNCTION referral_code_used_up();
