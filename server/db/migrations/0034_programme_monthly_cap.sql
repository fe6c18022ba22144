-- Programme caps: an app's limit on one referrer's referrals a calendar month, London time (null: none).
ALTER TABLE "apps" ADD COLUMN "referrer_monthly_cap" integer;--> statement-breakpoint
-- The claims that count toward a referrer's cap for an app since the 1st (contract/referral-codes/monthly-cap.ts):
-- every claim but one cancelled before its sign-up was marked. The rotation's picks read it per candidate code.
CREATE INDEX "matches_referrer_cap_idx" ON "matches" USING btree ("referrer_id","app_id","created_at") WHERE (status <> 'CANCELLED' OR reward_countdown_started_at IS NOT NULL);--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_referrer_monthly_cap_positive" CHECK ("apps"."referrer_monthly_cap" IS NULL OR "apps"."referrer_monthly_cap" >= 1);--> statement-breakpoint
-- The catalogue's one published cap (server/db/seed/catalogue.json), for databases seeded before it: Freetrade allows 10 referrals a month.
UPDATE "apps" SET "referrer_monthly_cap" = 10 WHERE lower("name") = 'freetrade' AND "deleted_at" IS NULL;
