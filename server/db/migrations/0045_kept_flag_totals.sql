CREATE TABLE "referral_flag_totals" (
	"status" "referral_flag_status" NOT NULL,
	"shard" smallint NOT NULL,
	"flags" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_flag_totals_status_shard_pk" PRIMARY KEY("status","shard"),
	CONSTRAINT "referral_flag_totals_shard" CHECK ("referral_flag_totals"."shard" BETWEEN 0 AND 63),
	CONSTRAINT "referral_flag_totals_flags_non_negative" CHECK ("referral_flag_totals"."flags" >= 0)
);
--> statement-breakpoint
-- The team's flag queue showed a total counted from the flags of a status on every page (a scan of
-- every flag, 2 ms for 10,000 and growing with them). Flags are written inside claims, decided by the
-- team and go with their match; the totals follow every insert, delete and change of status, in the
-- statement that makes it, each on the row of the flag's shard (the last byte of its id, of 64).
CREATE OR REPLACE FUNCTION referral_flags_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE referral_flag_totals SET flags = flags - 1 WHERE status = OLD.status AND shard = get_byte(uuid_send(OLD.id), 15) % 64;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO referral_flag_totals AS t (status, shard, flags) VALUES (NEW.status, get_byte(uuid_send(NEW.id), 15) % 64, 1)
    ON CONFLICT (status, shard) DO UPDATE SET flags = t.flags + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER referral_flag_totals AFTER INSERT OR DELETE OR UPDATE OF status ON referral_flags
FOR EACH ROW EXECUTE FUNCTION referral_flags_keep_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_referral_flag_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM referral_flag_totals;
  INSERT INTO referral_flag_totals (status, shard, flags) SELECT status, get_byte(uuid_send(id), 15) % 64, count(*) FROM referral_flags GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT rebuild_referral_flag_totals();
