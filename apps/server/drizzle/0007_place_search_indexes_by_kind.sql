DROP INDEX "places_search_text_trgm";--> statement-breakpoint
CREATE INDEX "places_area_search_text_trgm" ON "places" USING gin ("search_text" gin_trgm_ops) WHERE "places"."kind" in ('city', 'district');--> statement-breakpoint
CREATE INDEX "places_home_search_text_trgm" ON "places" USING gin ("search_text" gin_trgm_ops) WHERE "places"."kind" in ('building', 'apartment');