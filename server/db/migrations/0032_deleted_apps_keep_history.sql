DROP INDEX "apps_name_lower_key";--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "apps_name_lower_key" ON "apps" USING btree (lower("name")) WHERE "apps"."deleted_at" IS NULL;