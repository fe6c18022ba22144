-- Each match keeps its app's offer as it stood at the claim (matches/terms.ts); the claim writes it
-- from now on. Matches claimed before this take their app's current figures: the closest record there is.
ALTER TABLE "matches" ADD COLUMN "terms_at_claim" jsonb;--> statement-breakpoint
UPDATE "matches" m SET "terms_at_claim" = jsonb_build_object(
  'referrer_reward_amount_pence', a.referrer_reward_amount_pence,
  'referee_reward_amount_pence', a.referee_reward_amount_pence,
  'referrer_reward_min_pence', a.referrer_reward_min_pence,
  'referrer_reward_max_pence', a.referrer_reward_max_pence,
  'referee_reward_min_pence', a.referee_reward_min_pence,
  'referee_reward_max_pence', a.referee_reward_max_pence,
  'qualifying_spend_amount_pence', a.qualifying_spend_amount_pence,
  'reward_waiting_period_days', a.reward_waiting_period_days,
  'terms_conditions', a.terms_conditions)
FROM "apps" a WHERE a.id = m.app_id;--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "terms_at_claim" SET NOT NULL;
