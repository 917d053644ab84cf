-- The moderation log orders its lines about content without its author by the public day, not by
-- the stored minute (issue 30), as review lists (0025) and threads (0033) do: a line between two
-- lines about named content (whose exact times moderators see) bracketed when the nameless item was
-- written. dated_by_day marks such a line (the app sets it from now on); listed_at is created_at,
-- or for a marked line the first millisecond of its UTC day (below the day's named lines, so that
-- today's decisions stay on the log's first page). The log's index reads listed_at, then
-- the target (the lines of one day's nameless items grouped by item, random ids), under its old name.
ALTER TABLE "moderation_log" ADD COLUMN "dated_by_day" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Lines written before: marked as the moderation answers date them (queue.ts, decisions' loadTarget).
UPDATE "moderation_log" l SET "dated_by_day" = true
WHERE l."params"->>'via' = 'nameless'
  OR (l."target_type" = 'review' AND EXISTS (
    SELECT 1 FROM "reviews" r WHERE r."id" = l."target_id" AND r."hide_author"))
  OR (l."target_type" = 'comment' AND EXISTS (
    SELECT 1 FROM "comments" c JOIN "users" u ON u."id" = c."author_id"
    WHERE c."id" = l."target_id" AND (c."hide_author" OR u."is_anonymous")))
  OR (l."target_type" = 'place' AND EXISTS (
    SELECT 1 FROM "places" p WHERE p."id" = l."target_id" AND p."kind" IN ('building', 'apartment')))
  OR (l."target_type" = 'photo' AND EXISTS (
    SELECT 1 FROM "photos" ph
    JOIN "users" u ON u."id" = ph."owner_id"
    LEFT JOIN "reviews" r ON r."id" = ph."review_id"
    LEFT JOIN "comments" c ON c."id" = ph."comment_id"
    WHERE ph."id" = l."target_id" AND (u."is_anonymous" OR r."hide_author" IS TRUE OR c."hide_author" IS TRUE)));
--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN "dated_by_day" THEN (date_trunc('day', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') ELSE "created_at" END) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "moderation_log_created_idx";
--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("listed_at" DESC NULLS LAST,"target_id" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
