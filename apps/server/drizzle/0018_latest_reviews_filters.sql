CREATE INDEX "reviews_type_created_idx" ON "reviews" USING btree ("place_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_city_type_created_idx" ON "reviews" USING btree ("city_id","place_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
