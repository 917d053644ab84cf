CREATE TABLE "imported_streets" (
	"city_id" uuid NOT NULL,
	"street_key" text NOT NULL,
	"osm_way_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_ru" text,
	"name_ka" text,
	"district_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"way_count" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_streets_pkey" PRIMARY KEY("city_id","street_key")
);
--> statement-breakpoint
CREATE TABLE "imported_addresses" (
	"osm_type" text NOT NULL,
	"osm_id" bigint NOT NULL,
	"street" text NOT NULL,
	"street_key" text NOT NULL,
	"house_number" text NOT NULL,
	"address_key" text NOT NULL,
	"tail_key" text,
	"name" text,
	"name_en" text,
	"name_ru" text,
	"name_ka" text,
	"street_en" text,
	"street_ru" text,
	"street_ka" text,
	"city_id" uuid NOT NULL,
	"district_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"search_text" text NOT NULL,
	"place_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_addresses_pkey" PRIMARY KEY("osm_type","osm_id"),
	CONSTRAINT "imported_addresses_osm_type_check" CHECK ("imported_addresses"."osm_type" in ('node', 'way'))
);
--> statement-breakpoint
ALTER TABLE "imported_addresses" ADD CONSTRAINT "imported_addresses_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "imported_addresses_city_address_idx" ON "imported_addresses" USING btree ("city_id","address_key");
--> statement-breakpoint
CREATE INDEX "imported_addresses_place_id_idx" ON "imported_addresses" USING btree ("place_id");
--> statement-breakpoint
CREATE INDEX "imported_addresses_address_key_prefix" ON "imported_addresses" USING btree ("address_key" COLLATE "C") WHERE "imported_addresses"."place_id" is null;
--> statement-breakpoint
CREATE INDEX "imported_addresses_tail_key_prefix" ON "imported_addresses" USING btree ("tail_key" COLLATE "C") WHERE "imported_addresses"."place_id" is null and "imported_addresses"."tail_key" is not null;
--> statement-breakpoint
CREATE INDEX "imported_addresses_search_text_trgm" ON "imported_addresses" USING gin ("search_text" gin_trgm_ops) WHERE "imported_addresses"."place_id" is null;
--> statement-breakpoint
CREATE INDEX "places_building_city_address_idx" ON "places" USING btree ("city_id","normalized_address") WHERE "places"."kind" = 'building';
--> statement-breakpoint
CREATE UNLOGGED TABLE "imported_streets_staging" (LIKE "imported_streets" INCLUDING DEFAULTS);
--> statement-breakpoint
CREATE UNLOGGED TABLE "imported_addresses_staging" (LIKE "imported_addresses" INCLUDING DEFAULTS);
