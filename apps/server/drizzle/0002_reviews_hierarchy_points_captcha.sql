CREATE TABLE "captcha_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "building_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE INDEX "captcha_replays_expires_idx" ON "captcha_replays" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "points_ledger_source_idx" ON "points_ledger" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "reviews_city_created_idx" ON "reviews" USING btree ("city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_district_created_idx" ON "reviews" USING btree ("district_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_building_created_idx" ON "reviews" USING btree ("building_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_location_gist" ON "reviews" USING gist (ll_to_earth("lat", "lng")) WHERE "reviews"."status" = 'published' and "reviews"."lat" is not null;