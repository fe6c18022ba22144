CREATE TABLE "member_plan_totals" (
	"premium" boolean NOT NULL,
	"at_limit" boolean NOT NULL,
	"shard" smallint NOT NULL,
	"members" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_plan_totals_premium_at_limit_shard_pk" PRIMARY KEY("premium","at_limit","shard"),
	CONSTRAINT "member_plan_totals_shard" CHECK ("member_plan_totals"."shard" BETWEEN 0 AND 63),
	CONSTRAINT "member_plan_totals_members_non_negative" CHECK ("member_plan_totals"."members" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_plan_totals_rule" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"free_plan_matches" integer NOT NULL,
	CONSTRAINT "member_plan_totals_rule_single" CHECK ("member_plan_totals_rule"."single")
);
--> statement-breakpoint
CREATE INDEX "users_premium_lapse_idx" ON "users" USING btree ("subscription_expires_at") WHERE "users"."subscription_status" = 'PREMIUM' AND "users"."is_active" AND NOT "users"."is_admin";--> statement-breakpoint
-- The paid-features impact counted every member on each read (14 ms at 100,000 members, 42 to 73
-- times as long at ten times as many). The totals are kept by triggers on users that the server
-- writes from its Free limit at start when they are missing or the limit moved, counting the totals
-- then (server/modules/admin/settings/plan-totals.ts, through server/db/routines.ts).
COMMENT ON TABLE "member_plan_totals" IS 'Active members (not administrators) by stored plan and side of the Free limit, kept by triggers on users (plan-totals.ts)';
