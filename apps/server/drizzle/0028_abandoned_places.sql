-- Issue 31, junk place rows: the buildings and flats the review form created for a review that
-- never came are found by age (features/places/abandoned-places.ts) through this small index.
CREATE INDEX IF NOT EXISTS "places_unreviewed_created_idx" ON "places" USING btree ("created_at") WHERE "review_count" = 0 AND "kind" in ('apartment', 'building') AND "geonames_id" is null;
