-- An app's public page counts its matches completed in the last 90 days and the median days they
-- took: for the busiest app of a full-scale marketplace 12,000 matches on 5,000 pages of rows,
-- read every 30 seconds per process while the page is visited. With the status and the two dates
-- in the index the count reads the index alone.
DROP INDEX "matches_app_completed_idx";--> statement-breakpoint
CREATE INDEX "matches_app_completed_idx" ON "matches" USING btree ("app_id","completed_at","status","first_confirmed_at","reward_countdown_started_at") WHERE "matches"."completed_at" IS NOT NULL;