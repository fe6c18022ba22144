CREATE TYPE "public"."report_reason" AS ENUM('CODE_DID_NOT_WORK', 'REWARD_NOT_RECEIVED', 'WRONG_LINK', 'OFFER_ENDED', 'ABUSE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('OPEN', 'RESOLVED', 'DISMISSED');--> statement-breakpoint
CREATE TABLE "report_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_messages_author_role" CHECK ("report_messages"."author_role" IN ('referrer', 'referee', 'team')),
	CONSTRAINT "report_messages_length" CHECK (char_length("report_messages"."message") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_role" text NOT NULL,
	"reason" "report_reason" NOT NULL,
	"status" "report_status" DEFAULT 'OPEN' NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reporter_role" CHECK ("reports"."reporter_role" IN ('referrer', 'referee'))
);
--> statement-breakpoint
ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_messages_report_created_idx" ON "report_messages" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_match_party" ON "reports" USING btree ("match_id","reporter_role") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_match_idx" ON "reports" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");