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
-- totals follow every insert, delete and change of status, in the statement that makes it.
CREATE OR REPLACE FUNCTION reports_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE report_totals SET reports = reports - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_totals AS t (status, reports) VALUES (NEW.status, 1) ON CONFLICT (status) DO UPDATE SET reports = t.reports + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_totals AFTER INSERT OR DELETE OR UPDATE OF status ON reports
FOR EACH ROW EXECUTE FUNCTION reports_keep_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_report_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_totals;
  INSERT INTO report_totals (status, reports) SELECT status, count(*) FROM reports GROUP BY status;
$$;
--> statement-breakpoint
SELECT rebuild_report_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_requests_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE support_request_totals SET requests = requests - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO support_request_totals AS t (status, requests) VALUES (NEW.status, 1) ON CONFLICT (status) DO UPDATE SET requests = t.requests + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER support_request_totals AFTER INSERT OR DELETE OR UPDATE OF status ON support_requests
FOR EACH ROW EXECUTE FUNCTION support_requests_keep_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_support_request_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM support_request_totals;
  INSERT INTO support_request_totals (status, requests) SELECT status, count(*) FROM support_requests GROUP BY status;
$$;
--> statement-breakpoint
SELECT rebuild_support_request_totals();
