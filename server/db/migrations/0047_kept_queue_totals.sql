CREATE TABLE "report_totals" (
	"status" "report_status" PRIMARY KEY NOT NULL,
	"reports" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_totals_reports_non_negative" CHECK ("report_totals"."reports" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_request_totals" (
	"status" "support_status" PRIMARY KEY NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "support_request_totals_requests_non_negative" CHECK ("support_request_totals"."requests" >= 0)
);
--> statement-breakpoint
-- The team's report and support queues showed a total counted from the rows of a status on every
-- page (1,666 open reports and 666 open requests at the benchmark's full scale, a count that grows
-- with the marketplace). Reports and requests are written by members and decided by the team; the
-- totals follow every insert, delete and change of status, in the statement that makes it. One
-- function serves both: the trigger names the totals table and its count column (both rare writes,
-- so the statements it builds cost nothing that matters).
CREATE OR REPLACE FUNCTION keep_status_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  totals text := TG_ARGV[0];
  counted text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('UPDATE %I SET %I = %I - 1 WHERE status = $1', totals, counted, counted) USING OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO %I AS t (status, %I) VALUES ($1, 1) ON CONFLICT (status) DO UPDATE SET %I = t.%I + 1', totals, counted, counted, counted)
      USING NEW.status;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_totals AFTER INSERT OR DELETE OR UPDATE OF status ON reports
FOR EACH ROW EXECUTE FUNCTION keep_status_totals('report_totals', 'reports');
--> statement-breakpoint
CREATE TRIGGER support_request_totals AFTER INSERT OR DELETE OR UPDATE OF status ON support_requests
FOR EACH ROW EXECUTE FUNCTION keep_status_totals('support_request_totals', 'requests');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_report_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_totals;
  INSERT INTO report_totals (status, reports) SELECT status, count(*) FROM reports GROUP BY status;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_support_request_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM support_request_totals;
  INSERT INTO support_request_totals (status, requests) SELECT status, count(*) FROM support_requests GROUP BY status;
$$;
--> statement-breakpoint
SELECT rebuild_report_totals();
--> statement-breakpoint
SELECT rebuild_support_request_totals();
