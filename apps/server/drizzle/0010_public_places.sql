-- Buildings and apartments are public only while they hold a published review (review_count > 0,
-- kept in the publishing transaction); search reads them through these partial trigram indexes, so
-- unreviewed homes (a failed or scheduled review's, imported addresses) cost the suggestions nothing.
-- review_count already counts exactly the published reviews, so existing reviewed places (and the
-- demo seed, which recounts) are public without a backfill.
CREATE INDEX "places_public_home_search_text_trgm" ON "places" USING gin ("search_text" gin_trgm_ops) WHERE "places"."kind" in ('building', 'apartment') and "places"."review_count" > 0;--> statement-breakpoint
CREATE INDEX "places_public_building_search_text_trgm" ON "places" USING gin ("search_text" gin_trgm_ops) WHERE "places"."kind" = 'building' and "places"."review_count" > 0;
