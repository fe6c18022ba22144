-- A claim adds one to the referee's matches_used and to both parties' track records. With every
-- page full (fillfactor 100), such an update could not stay on its page, so it wrote a new entry
-- into every index of the table, the people's trigram search index among them: at ten times the
-- benchmark's scale 55% of the people's updates did. A tenth of each page kept free lets them be
-- HOT updates (no index touched). Pages written from now on keep it; older ones as they are rewritten.
ALTER TABLE "users" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "track_records" SET (fillfactor = 90);
