-- A deactivated person's codes are never matched, so they gathered at the head of each app's claim
-- order and every claim and every list of available codes stepped over them. They now stay out of
-- the available-codes index: referral_codes.owner_active mirrors users.is_active, kept by triggers.
DROP INDEX "referral_codes_available_idx";--> statement-breakpoint
ALTER TABLE "referral_codes" ADD COLUMN "owner_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "referral_codes" SET "owner_active" = false FROM "users" WHERE "users"."id" = "referral_codes"."user_id" AND NOT "users"."is_active";--> statement-breakpoint
CREATE INDEX "referral_codes_available_idx" ON "referral_codes" USING btree ("app_id","last_matched_at" NULLS FIRST,"created_at") WHERE "referral_codes"."status" IN ('UNUSED', 'ASSIGNED') AND "referral_codes"."owner_active";--> statement-breakpoint
CREATE OR REPLACE FUNCTION referral_code_owner_active() RETURNS trigger AS $$
BEGIN
  NEW.owner_active := coalesce((SELECT is_active FROM users WHERE id = NEW.user_id), true);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER referral_codes_owner_active BEFORE INSERT OR UPDATE OF user_id ON referral_codes
FOR EACH ROW EXECUTE FUNCTION referral_code_owner_active();--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_active_to_referral_codes() RETURNS trigger AS $$
BEGIN
  UPDATE referral_codes SET owner_active = NEW.is_active WHERE user_id = NEW.id AND owner_active IS DISTINCT FROM NEW.is_active;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_active_to_referral_codes AFTER UPDATE OF is_active ON users
FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION user_active_to_referral_codes();
