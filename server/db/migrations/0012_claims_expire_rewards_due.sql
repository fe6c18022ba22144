CREATE TYPE "public"."match_cancel_reason" AS ENUM('CANCELLED_BY_REFEREE', 'EXPIRED', 'ACCOUNT_CLOSED', 'APP_REMOVED');--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "cancel_reason" "match_cancel_reason";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "expiry_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reward_overdue_notice_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "matches_in_progress_created_idx" ON "matches" USING btree ("created_at") WHERE "matches"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE INDEX "matches_reward_awaited_idx" ON "matches" USING btree ("reward_countdown_started_at") WHERE "matches"."status" = 'USER_MARKED_DONE' AND "matches"."reward_overdue_notice_sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_cancel_reason_only_when_cancelled" CHECK ("matches"."cancel_reason" IS NULL OR "matches"."status" = 'CANCELLED');