-- Each claim updates its claimant's row. With GIN's pending list on, the index entries those updates
-- add piled up until the next vacuum and every admin user search read them all (20 ms a search after
-- some thousands of claims, against 2 ms with none). Entries now go straight into the indexes.
ALTER INDEX "users_email_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_username_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_username_trgm_idx'::regclass);
