-- Trigram indexes for the admin user search (substring match in any case); pg_trgm ships with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_subscription_created_idx" ON "users" USING btree ("subscription_status","created_at");--> statement-breakpoint
CREATE INDEX "users_active_created_idx" ON "users" USING btree ("is_active","created_at");