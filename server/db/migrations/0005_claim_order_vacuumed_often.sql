-- Every claim moves its code from the head of its app's range in referral_codes_available_idx (never
-- or least recently matched) to the tail, leaving a dead entry at the head that each claim and each
-- look at the available codes then steps over until a vacuum removes it. At the default 20% of the
-- table between vacuums that is 60,000 claims at 300,000 codes, by when a pick per app read twice the
-- pages (benchmark at full scale: 3.0 ms for the 35 picks before a vacuum, 1.4 ms after). Vacuum
-- this table after 2% of it has changed instead.
ALTER TABLE "referral_codes" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 1000);
