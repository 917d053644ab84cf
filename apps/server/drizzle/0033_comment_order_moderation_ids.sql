-- Threads order nameless comments by the public day, not by the stored minute (issue 30), as review
-- lists do since 0025: a comment without author is listed at the last millisecond of its UTC day, so
-- that its place between two named comments (whose exact times are public) does not bracket when it
-- was written. The thread index reads listed_at instead of created_at, under its old name.
ALTER TABLE "comments" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN "hide_author" THEN ((date_trunc('day', "created_at" AT TIME ZONE 'UTC') + interval '1 day' - interval '1 millisecond') AT TIME ZONE 'UTC') ELSE "created_at" END) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "comments_review_created_idx";
--> statement-breakpoint
CREATE INDEX "comments_review_created_idx" ON "comments" USING btree ("review_id","listed_at","id");
