CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_claimed" boolean NOT NULL,
	"signup_marked" boolean NOT NULL,
	"reward_confirmed" boolean NOT NULL,
	"match_reminders" boolean NOT NULL,
	"reports" boolean NOT NULL,
	"reviews" boolean NOT NULL,
	"weekly_summary" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_checked_at" IS NULL;--> statement-breakpoint
-- Notices from before e-mail existed are not mailed now.
UPDATE "notifications" SET "email_checked_at" = now() WHERE "email_checked_at" IS NULL;
