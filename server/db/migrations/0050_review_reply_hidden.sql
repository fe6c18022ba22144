ALTER TABLE "reviews" ADD COLUMN "reply_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_hidden" CHECK ("reviews"."reply_hidden_at" IS NULL OR ("reviews"."reply" IS NOT NULL AND "reviews"."reply_hidden_reason" IS NOT NULL));