CREATE TYPE "public"."app_category" AS ENUM('banking', 'investing', 'crypto', 'shopping', 'ride', 'food', 'streaming', 'other');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('ASSIGNED', 'USER_MARKED_DONE', 'CONFIRMED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('UNREAD', 'READ', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."referral_code_status" AS ENUM('UNUSED', 'ASSIGNED', 'USED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('FREE', 'PREMIUM');--> statement-breakpoint
CREATE TABLE "ai_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo_url" text,
	"category" "app_category" DEFAULT 'other' NOT NULL,
	"confidence" real NOT NULL,
	"referrer_reward_amount_pence" integer,
	"referee_reward_amount_pence" integer,
	"referrer_reward_min_pence" integer,
	"referrer_reward_max_pence" integer,
	"referee_reward_min_pence" integer,
	"referee_reward_max_pence" integer,
	"qualifying_spend_amount_pence" integer,
	"reward_waiting_period_days" integer,
	"expiry_date" timestamp with time zone,
	"offer_expiry_days" integer,
	"requires_referral_code" boolean DEFAULT true NOT NULL,
	"app_url" text NOT NULL,
	"offer_url" text,
	"terms_conditions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_suggestions_confidence_range" CHECK ("ai_suggestions"."confidence" >= 0 AND "ai_suggestions"."confidence" <= 1),
	CONSTRAINT "ai_suggestions_amounts_non_negative" CHECK ((referrer_reward_amount_pence IS NULL OR referrer_reward_amount_pence >= 0) AND (referee_reward_amount_pence IS NULL OR referee_reward_amount_pence >= 0) AND (referrer_reward_min_pence IS NULL OR referrer_reward_min_pence >= 0) AND (referrer_reward_max_pence IS NULL OR referrer_reward_max_pence >= 0) AND (referee_reward_min_pence IS NULL OR referee_reward_min_pence >= 0) AND (referee_reward_max_pence IS NULL OR referee_reward_max_pence >= 0) AND (qualifying_spend_amount_pence IS NULL OR qualifying_spend_amount_pence >= 0)),
	CONSTRAINT "ai_suggestions_referrer_range" CHECK ("ai_suggestions"."referrer_reward_min_pence" IS NULL OR "ai_suggestions"."referrer_reward_max_pence" IS NULL OR "ai_suggestions"."referrer_reward_min_pence" <= "ai_suggestions"."referrer_reward_max_pence"),
	CONSTRAINT "ai_suggestions_referee_range" CHECK ("ai_suggestions"."referee_reward_min_pence" IS NULL OR "ai_suggestions"."referee_reward_max_pence" IS NULL OR "ai_suggestions"."referee_reward_min_pence" <= "ai_suggestions"."referee_reward_max_pence")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" "app_category" DEFAULT 'other' NOT NULL,
	"description" text NOT NULL,
	"logo_url" text,
	"app_url" text NOT NULL,
	"offer_url" text,
	"referrer_reward_amount_pence" integer,
	"referee_reward_amount_pence" integer,
	"referrer_reward_min_pence" integer,
	"referrer_reward_max_pence" integer,
	"referee_reward_min_pence" integer,
	"referee_reward_max_pence" integer,
	"qualifying_spend_amount_pence" integer,
	"max_uses_per_user" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"expiry_date" timestamp with time zone,
	"terms_conditions" text,
	"reward_waiting_period_days" integer,
	"offer_expiry_days" integer,
	"requires_referral_code" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_amounts_non_negative" CHECK ((referrer_reward_amount_pence IS NULL OR referrer_reward_amount_pence >= 0) AND (referee_reward_amount_pence IS NULL OR referee_reward_amount_pence >= 0) AND (referrer_reward_min_pence IS NULL OR referrer_reward_min_pence >= 0) AND (referrer_reward_max_pence IS NULL OR referrer_reward_max_pence >= 0) AND (referee_reward_min_pence IS NULL OR referee_reward_min_pence >= 0) AND (referee_reward_max_pence IS NULL OR referee_reward_max_pence >= 0) AND (qualifying_spend_amount_pence IS NULL OR qualifying_spend_amount_pence >= 0)),
	CONSTRAINT "apps_referrer_range" CHECK ("apps"."referrer_reward_min_pence" IS NULL OR "apps"."referrer_reward_max_pence" IS NULL OR "apps"."referrer_reward_min_pence" <= "apps"."referrer_reward_max_pence"),
	CONSTRAINT "apps_referee_range" CHECK ("apps"."referee_reward_min_pence" IS NULL OR "apps"."referee_reward_max_pence" IS NULL OR "apps"."referee_reward_min_pence" <= "apps"."referee_reward_max_pence"),
	CONSTRAINT "apps_max_uses_per_user_positive" CHECK ("apps"."max_uses_per_user" IS NULL OR "apps"."max_uses_per_user" >= 1),
	CONSTRAINT "apps_waiting_period_non_negative" CHECK ("apps"."reward_waiting_period_days" IS NULL OR "apps"."reward_waiting_period_days" >= 0),
	CONSTRAINT "apps_offer_expiry_non_negative" CHECK ("apps"."offer_expiry_days" IS NULL OR "apps"."offer_expiry_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"match_id" uuid
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"referral_code_id" uuid,
	"referrer_id" uuid,
	"referee_id" uuid,
	"status" "match_status" DEFAULT 'ASSIGNED' NOT NULL,
	"code" text NOT NULL,
	"referral_link" text NOT NULL,
	"instructions" jsonb,
	"referrer_confirmed_receipt" boolean DEFAULT false NOT NULL,
	"referee_confirmed_receipt" boolean DEFAULT false NOT NULL,
	"actual_referrer_reward_amount_pence" integer,
	"actual_referee_reward_amount_pence" integer,
	"reward_countdown_started_at" timestamp with time zone,
	"first_confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_actual_rewards_non_negative" CHECK (("matches"."actual_referrer_reward_amount_pence" IS NULL OR "matches"."actual_referrer_reward_amount_pence" >= 0) AND ("matches"."actual_referee_reward_amount_pence" IS NULL OR "matches"."actual_referee_reward_amount_pence" >= 0))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"status" "notification_status" DEFAULT 'UNREAD' NOT NULL,
	"match_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"code" text NOT NULL,
	"referral_link" text NOT NULL,
	"status" "referral_code_status" DEFAULT 'UNUSED' NOT NULL,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer DEFAULT 5 NOT NULL,
	"last_matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_uses_non_negative" CHECK ("referral_codes"."current_uses" >= 0),
	CONSTRAINT "referral_codes_max_uses_positive" CHECK ("referral_codes"."max_uses" >= 1),
	CONSTRAINT "referral_codes_uses_within_max" CHECK ("referral_codes"."current_uses" <= "referral_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "referral_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"conditions" text,
	"expiry_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" jsonb NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"owns" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"subscription_status" "subscription_status" DEFAULT 'FREE' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"matches_used" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_matches_used_non_negative" CHECK ("users"."matches_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_offers" ADD CONSTRAINT "referral_offers_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_apps" ADD CONSTRAINT "user_apps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_apps" ADD CONSTRAINT "user_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_suggestions_name_lower_key" ON "ai_suggestions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "apps_name_lower_key" ON "apps" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "apps_active_name_idx" ON "apps" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_requests_one_open_per_user_app" ON "claim_requests" USING btree ("user_id","app_id") WHERE "claim_requests"."fulfilled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "claim_requests_open_by_app_idx" ON "claim_requests" USING btree ("app_id","created_at") WHERE "claim_requests"."fulfilled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "matches_referee_updated_idx" ON "matches" USING btree ("referee_id","updated_at");--> statement-breakpoint
CREATE INDEX "matches_referee_created_idx" ON "matches" USING btree ("referee_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_referrer_updated_idx" ON "matches" USING btree ("referrer_id","updated_at");--> statement-breakpoint
CREATE INDEX "matches_referee_app_idx" ON "matches" USING btree ("referee_id","app_id") WHERE "matches"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "matches_referral_code_idx" ON "matches" USING btree ("referral_code_id");--> statement-breakpoint
CREATE INDEX "matches_app_id_idx" ON "matches" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "matches_awaiting_second_confirmation_idx" ON "matches" USING btree ("first_confirmed_at") WHERE "matches"."status" = 'USER_MARKED_DONE' AND "matches"."first_confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."status" = 'UNREAD';--> statement-breakpoint
CREATE INDEX "notifications_match_id_idx" ON "notifications" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_one_offered_per_user_app" ON "referral_codes" USING btree ("user_id","app_id") WHERE "referral_codes"."status" <> 'WITHDRAWN';--> statement-breakpoint
CREATE INDEX "referral_codes_user_id_idx" ON "referral_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_codes_available_idx" ON "referral_codes" USING btree ("app_id","last_matched_at" NULLS FIRST,"created_at") WHERE "referral_codes"."status" IN ('UNUSED', 'ASSIGNED');--> statement-breakpoint
CREATE INDEX "referral_offers_app_id_idx" ON "referral_offers" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_apps_user_app_key" ON "user_apps" USING btree ("user_id","app_id");--> statement-breakpoint
CREATE INDEX "user_apps_app_id_idx" ON "user_apps" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");