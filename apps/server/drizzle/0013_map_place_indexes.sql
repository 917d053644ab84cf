CREATE INDEX "places_mapped_location_gist" ON "places" USING gist (ll_to_earth("lat", "lng")) WHERE "places"."review_count" > 0;--> statement-breakpoint
CREATE INDEX "places_mapped_buildings_city_idx" ON "places" USING btree ("city_id","review_count" DESC) WHERE "places"."kind" = 'building' and "places"."review_count" > 0;--> statement-breakpoint
CREATE INDEX "places_mapped_buildings_district_idx" ON "places" USING btree ("district_id","review_count" DESC) WHERE "places"."kind" = 'building' and "places"."review_count" > 0;
