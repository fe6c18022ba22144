-- Self-referral signals (issue: "Self-referral signals"; docs/decisions/admin.md, "Self-referral
-- flags"): where each account registered and signed in from, kept 90 days; and the flags a claim
-- raises when its referee and the code's sharer look like one person, for the team to decide.
CREATE TYPE "public"."referral_flag_status" AS ENUM('OPEN', 'CLEARED', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."match_cancel_reason" ADD VALUE 'CANCELLED_BY_TEAM';--> statement-breakpoint
CREATE TABLE "account_traces" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_traces_user_id_kind_address_device_id_pk" PRIMARY KEY("user_id","kind","address","device_id"),
	CONSTRAINT "account_traces_kind" CHECK ("account_traces"."kind" IN ('REGISTRATION', 'SIGN_IN'))
);
--> statement-breakpoint
CREATE TABLE "referral_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"signs" text[] NOT NULL,
	"shared_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "referral_flag_status" DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	CONSTRAINT "referral_flags_one_per_match" UNIQUE("match_id"),
	CONSTRAINT "referral_flags_signs" CHECK (cardinality("referral_flags"."signs") > 0 AND "referral_flags"."signs" <@ ARRAY['SAME_ADDRESS', 'SAME_DEVICE', 'SIMILAR_EMAIL']::text[]),
	CONSTRAINT "referral_flags_decided" CHECK (("referral_flags"."status" = 'OPEN') = ("referral_flags"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "account_traces" ADD CONSTRAINT "account_traces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_traces_last_seen_idx" ON "account_traces" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "referral_flags_open_idx" ON "referral_flags" USING btree ("created_at","id") WHERE "referral_flags"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "referral_flags_decided_idx" ON "referral_flags" USING btree ("status","decided_at","id");--> statement-breakpoint
CREATE INDEX "referral_flags_addresses_idx" ON "referral_flags" USING btree ("created_at") WHERE cardinality("referral_flags"."shared_addresses") > 0;
--> statement-breakpoint
-- An e-mail address as one mailbox: lower case, without dots or a +tag in its local part (the part
-- before the @). Two accounts whose addresses meet here are a sign of one person (flags/signs.ts).
CREATE FUNCTION canonical_email(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(split_part(split_part(lower(address), '@', 1), '+', 1), '.', '') || '@' || split_part(lower(address), '@', 2)
$$;
--> statement-breakpoint
-- The claim's function now takes where the claim came from (claim-function.ts creates it again after
-- the migrations, with its new arguments); the one without them goes.
DROP FUNCTION IF EXISTS claim_code(uuid, uuid, uuid, uuid, uuid, text, jsonb);
