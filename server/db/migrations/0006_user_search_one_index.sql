-- The admin user search looked each trigram of the search up in two indexes, one on e-mail and one on
-- username. One index over the two together (a newline between them, which no e-mail or username
-- holds) looks each up once.
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_username_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("email") || chr(10) || lower("username")) gin_trgm_ops) WITH (fastupdate=false);