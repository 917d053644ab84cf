-- Issue 36, sitemaps: the public reviews and places in id order (random ids, so the order tells no
-- time), read by keyset in slices of one sitemap file; index-only scans of just the public rows.
CREATE INDEX "reviews_published_id_idx" ON "reviews" USING btree ("id") WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "places_public_id_idx" ON "places" USING btree ("id") WHERE "places"."review_count" > 0 and "places"."hidden_at" is null;
