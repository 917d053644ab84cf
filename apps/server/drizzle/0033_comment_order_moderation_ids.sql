-- Threads order nameless comments by the public day, not by the stored minute (issue 30), as review
-- lists do since 0025: a comment without author is listed at the last millisecond of its UTC day, so
-- that its place between two named comments (whose exact times are public) does not bracket when it
-- was written. The thread index reads listed_at instead of created_at, under its old name.
ALTER TABLE "comments" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN "hide_author" THEN ((date_trunc('day', "created_at" AT TIME ZONE 'UTC') + interval '1 day' - interval '1 millisecond') AT TIME ZONE 'UTC') ELSE "created_at" END) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "comments_review_created_idx";
--> statement-breakpoint
CREATE INDEX "comments_review_created_idx" ON "comments" USING btree ("review_id","listed_at","id");
--> statement-breakpoint
-- Reports, automatic flags and moderation log lines written before issue 30 have time-ordered (v7)
-- ids, whose first 48 bits are the millisecond they were written: shown to moderators beside content
-- without author (which they see dated by day only), a flag's id told when the review was written.
-- Rows caused by nameless writing have random ids since; the old ones are re-keyed here. Nothing
-- refers to these ids (no foreign key, no other column), and lists page by (created_at, id), so a
-- new random id changes nothing but what the id tells. Ids of the fixed epoch ('018cc251-f400-',
-- the demo's) date nothing and are left alone, as in 0025.
UPDATE "reports" SET "id" = gen_random_uuid()
WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%';
--> statement-breakpoint
UPDATE "moderation_flags" SET "id" = gen_random_uuid()
WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%';
--> statement-breakpoint
UPDATE "moderation_log" SET "id" = gen_random_uuid()
WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%';
