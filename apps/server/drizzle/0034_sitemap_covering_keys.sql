-- Issue 36, sitemaps on the bench's 1M reviews: a sitemap file's page reads its rows from the
-- index alone (an index-only scan), not one random heap page per row. With a cold cache the first
-- places file took 9-17 s on the bench, each later one under 1 s (docs/performance.md).
DROP INDEX IF EXISTS "places_public_id_idx";--> statement-breakpoint
CREATE INDEX "places_public_id_idx" ON "places" USING btree ("id","reviews_changed_at","updated_at") WHERE "places"."review_count" > 0 and "places"."hidden_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "reviews_published_id_idx";--> statement-breakpoint
CREATE INDEX "reviews_published_id_idx" ON "reviews" USING btree ("id","updated_at","hide_author") WHERE "reviews"."status" = 'published';
