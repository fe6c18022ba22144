ALTER TYPE "public"."match_cancel_reason" ADD VALUE 'OFFER_ENDED';--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "offer_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "offers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "apps_open_offer_expiry_idx" ON "apps" USING btree ("expiry_date") WHERE "apps"."offer_ended_at" IS NULL;