-- Ids that tell nothing (issue 30, item 5; docs/decisions/015-ids-without-time.md). Time-ordered
-- (UUIDv7) ids of accounts, places, reviews and comments carried their creation millisecond, and an
-- anonymous account kept its id after signing up. From here on these rows get random (v4) ids, an
-- account that signs up changes its id (every reference follows by ON UPDATE CASCADE), and the v7
-- ids already written are replaced by random ones, the old ones kept in legacy_ids so that old links
-- still lead to the row (the API and the pages redirect).

-- A comment written by an anonymous account stays without author after its account signs up, as an
-- authorless review does (reviews.hide_author). Before this column only those comments had random
-- (v4) ids: a named comment's id was time-ordered.
ALTER TABLE "comments" ADD COLUMN "hide_author" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "comments" c SET "hide_author" = true
  FROM "users" u
  WHERE u."id" = c."author_id" AND (u."is_anonymous" OR substr(c."id"::text, 15, 1) = '4');
--> statement-breakpoint
-- Every foreign key to these four tables follows a changed id.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT c.conname, c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c
    WHERE c.contype = 'f'
      AND c.confupdtype <> 'c'
      AND c.confrelid IN ('users'::regclass, 'places'::regclass, 'reviews'::regclass, 'comments'::regclass)
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s ON UPDATE CASCADE', r.tbl, r.conname, r.def);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TABLE "legacy_ids" (
  "old_id" uuid PRIMARY KEY NOT NULL,
  "new_id" uuid NOT NULL,
  "kind" text NOT NULL,
  CONSTRAINT "legacy_ids_kind_check" CHECK ("kind" in ('user', 'place', 'review', 'comment'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_ids_new_id_key" ON "legacy_ids" ("new_id");
--> statement-breakpoint
-- Version 7 ids, but not the gazetteer's and the demo's: those are derived from a key and a fixed
-- epoch (2024-01-01, '018cc251-f400'), the same on every machine, and date nothing.
INSERT INTO "legacy_ids" ("old_id", "new_id", "kind")
  SELECT "id", gen_random_uuid(), 'user' FROM "users"
    WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%'
  UNION ALL
  SELECT "id", gen_random_uuid(), 'place' FROM "places"
    WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%'
  UNION ALL
  SELECT "id", gen_random_uuid(), 'review' FROM "reviews"
    WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%'
  UNION ALL
  SELECT "id", gen_random_uuid(), 'comment' FROM "comments"
    WHERE substr("id"::text, 15, 1) = '7' AND "id"::text NOT LIKE '018cc251-f400-%';
--> statement-breakpoint
-- References without a foreign key (denormalised place levels, polymorphic targets, the ledger's
-- sources and actors) are moved by hand, then the rows themselves (their foreign keys cascade). The
-- ledger's dedupe keys keep the old ids: new entries carry new ones, so none can collide.
DO $$
DECLARE
  ref record;
BEGIN
  FOR ref IN
    SELECT * FROM (VALUES
      ('place', 'places', 'city_id'), ('place', 'places', 'district_id'),
      ('place', 'reviews', 'city_id'), ('place', 'reviews', 'district_id'),
      ('place', 'reviews', 'building_id'),
      ('place', 'imported_streets', 'city_id'), ('place', 'imported_streets', 'district_id'),
      ('place', 'imported_addresses', 'city_id'), ('place', 'imported_addresses', 'district_id'),
      ('user', 'points_ledger', 'actor_id'), (NULL, 'points_ledger', 'source_id'),
      (NULL, 'reports', 'target_id'), (NULL, 'moderation_flags', 'target_id'),
      (NULL, 'moderation_cases', 'target_id'), (NULL, 'moderation_log', 'target_id'),
      ('user', 'users', 'id'), ('place', 'places', 'id'), ('review', 'reviews', 'id'),
      ('comment', 'comments', 'id')
    ) AS r(kind, tbl, col)
  LOOP
    EXECUTE format(
      'UPDATE %I t SET %I = m.new_id FROM legacy_ids m WHERE t.%I = m.old_id AND (%L IS NULL OR m.kind = %L)',
      ref.tbl, ref.col, ref.col, ref.kind, ref.kind);
  END LOOP;
END $$;
--> statement-breakpoint
-- Lists order nameless reviews by the public day, not by the stored minute (issue 30): a review
-- without author is listed at the last millisecond of its UTC day, among the others of that day in
-- the order of their random ids, so that its place between two named reviews (whose exact times are
-- public) does not bracket when it was written. Every list index reads listed_at instead of created_at.
ALTER TABLE "reviews" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN "hide_author" THEN ((date_trunc('day', "created_at" AT TIME ZONE 'UTC') + interval '1 day' - interval '1 millisecond') AT TIME ZONE 'UTC') ELSE "created_at" END) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "reviews_place_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_place_created_idx" ON "reviews" USING btree ("place_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
DROP INDEX "reviews_latest_idx";
--> statement-breakpoint
CREATE INDEX "reviews_latest_idx" ON "reviews" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_city_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_city_created_idx" ON "reviews" USING btree ("city_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_district_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_district_created_idx" ON "reviews" USING btree ("district_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_building_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_building_created_idx" ON "reviews" USING btree ("building_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_place_rating_idx";
--> statement-breakpoint
CREATE INDEX "reviews_place_rating_idx" ON "reviews" USING btree ("place_id","overall_rating" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_building_rating_idx";
--> statement-breakpoint
CREATE INDEX "reviews_building_rating_idx" ON "reviews" USING btree ("building_id","overall_rating" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_district_rating_idx";
--> statement-breakpoint
CREATE INDEX "reviews_district_rating_idx" ON "reviews" USING btree ("district_id","overall_rating" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_city_rating_idx";
--> statement-breakpoint
CREATE INDEX "reviews_city_rating_idx" ON "reviews" USING btree ("city_id","overall_rating" DESC NULLS LAST,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_place_helpful_idx";
--> statement-breakpoint
CREATE INDEX "reviews_place_helpful_idx" ON "reviews" USING btree ("place_id",("likes_count" - "dislikes_count") desc nulls last,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_building_helpful_idx";
--> statement-breakpoint
CREATE INDEX "reviews_building_helpful_idx" ON "reviews" USING btree ("building_id",("likes_count" - "dislikes_count") desc nulls last,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_district_helpful_idx";
--> statement-breakpoint
CREATE INDEX "reviews_district_helpful_idx" ON "reviews" USING btree ("district_id",("likes_count" - "dislikes_count") desc nulls last,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_city_helpful_idx";
--> statement-breakpoint
CREATE INDEX "reviews_city_helpful_idx" ON "reviews" USING btree ("city_id",("likes_count" - "dislikes_count") desc nulls last,"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_type_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_type_created_idx" ON "reviews" USING btree ("place_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_city_type_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_city_type_created_idx" ON "reviews" USING btree ("city_id","place_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';
--> statement-breakpoint
DROP INDEX "reviews_author_created_idx";
--> statement-breakpoint
CREATE INDEX "reviews_author_created_idx" ON "reviews" USING btree ("author_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
DROP INDEX "reviews_author_public_idx";
--> statement-breakpoint
CREATE INDEX "reviews_author_public_idx" ON "reviews" USING btree ("author_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published' AND "reviews"."hide_author" = false;
