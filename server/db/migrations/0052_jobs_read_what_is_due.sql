DROP INDEX "matches_in_progress_created_idx";--> statement-breakpoint
DROP INDEX "matches_reward_awaited_idx";--> statement-breakpoint
CREATE INDEX "matches_claims_in_progress_idx" ON "matches" USING btree ("app_id","created_at") WHERE "matches"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "matches_claims_unreminded_idx" ON "matches" USING btree ("app_id","created_at") WHERE "matches"."status" = 'ASSIGNED' AND "matches"."expiry_reminder_sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "matches_rewards_awaited_idx" ON "matches" USING btree ("app_id","reward_countdown_started_at") WHERE "matches"."status" = 'USER_MARKED_DONE' AND "matches"."reward_overdue_notice_sent_at" IS NULL;