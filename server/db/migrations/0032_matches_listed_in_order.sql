-- GET /api/matches/mine in the spec's order (status rank, newest change first, then id), one index per
-- role, so a page deep in someone's history is read in index order rather than by sorting all of it.
CREATE INDEX "matches_referee_listed_idx" ON "matches" USING btree ("referee_id",(CASE status WHEN 'ASSIGNED' THEN 0 WHEN 'USER_MARKED_DONE' THEN 1 WHEN 'CONFIRMED' THEN 3 WHEN 'COMPLETED' THEN 2 WHEN 'CANCELLED' THEN 3 END),"updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "matches_referrer_listed_idx" ON "matches" USING btree ("referrer_id",(CASE status WHEN 'ASSIGNED' THEN 0 WHEN 'USER_MARKED_DONE' THEN 1 WHEN 'CONFIRMED' THEN 3 WHEN 'COMPLETED' THEN 2 WHEN 'CANCELLED' THEN 3 END),"updated_at" DESC NULLS FIRST,"id");
