-- A step repeated on a match (sign-up marked complete, undone, marked again) left one unread notice
-- per repeat. Keep the newest unread notice of each person, match and step, then let the database
-- keep it that way.
DELETE FROM "notifications" n
USING "notifications" newer
WHERE n."status" = 'UNREAD' AND newer."status" = 'UNREAD'
  AND n."match_id" IS NOT NULL AND n."match_id" = newer."match_id"
  AND n."user_id" = newer."user_id" AND n."type" = newer."type"
  AND (n."created_at", n."id") < (newer."created_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_unread_per_match_step" ON "notifications" USING btree ("user_id","match_id","type") WHERE "notifications"."status" = 'UNREAD' AND "notifications"."match_id" IS NOT NULL;
