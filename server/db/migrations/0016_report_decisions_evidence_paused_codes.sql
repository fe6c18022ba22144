CREATE TYPE "public"."report_action" AS ENUM('NONE', 'PAUSE_CODE', 'WITHDRAW_CODE', 'DEACTIVATE_USER');--> statement-breakpoint
ALTER TYPE "public"."referral_code_status" ADD VALUE 'PAUSED';--> statement-breakpoint
CREATE TABLE "report_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_evidence_author_role" CHECK ("report_evidence"."author_role" IN ('referrer', 'referee')),
	CONSTRAINT "report_evidence_content_type" CHECK ("report_evidence"."content_type" IN ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "report_evidence_size" CHECK (octet_length("report_evidence"."content") BETWEEN 1 AND 2097152)
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD COLUMN "reports_count_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "against_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "action" "report_action";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "report_evidence" ADD CONSTRAINT "report_evidence_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_evidence" ADD CONSTRAINT "report_evidence_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_evidence_report_created_idx" ON "report_evidence" USING btree ("report_id","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_against_id_users_id_fk" FOREIGN KEY ("against_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_type_created_idx" ON "audit_log" USING btree ("entity_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "reports_against_status_idx" ON "reports" USING btree ("against_id","status");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided" CHECK (("reports"."status" = 'OPEN') = ("reports"."resolved_at" IS NULL AND "reports"."resolution" IS NULL AND "reports"."action" IS NULL));--> statement-breakpoint
-- Reports made before this migration: each is about the other party of its match.
UPDATE "reports" r SET "against_id" = CASE WHEN r."reporter_role" = 'referee' THEN m."referrer_id" ELSE m."referee_id" END
FROM "matches" m WHERE m."id" = r."match_id";
