-- Issue 33, item 3: a street the app did not know, named by a moderator in the three scripts. The
-- writers' buildings on it take these names; later writers typing any of them land on it. A city
-- has at most some hundreds of them, read whole when a new building is typed in that city.
CREATE TABLE "named_streets" (
	"city_id" uuid NOT NULL,
	"street_key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_ka" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "named_streets_city_id_street_key_pk" PRIMARY KEY("city_id","street_key")
);--> statement-breakpoint
ALTER TABLE "named_streets" ADD CONSTRAINT "named_streets_city_id_places_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE cascade;
