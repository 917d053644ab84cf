-- A review's score is its own `general` rating when given, else the mean of its ratings, one decimal
-- (apps/server/src/features/reviews/overall-score.ts); reviews written before were the plain mean.
UPDATE "reviews" AS r SET "overall_rating" = coalesce(
	(SELECT a."rating" FROM "review_aspects" AS a WHERE a."review_id" = r."id" AND a."aspect" = 'general'),
	(SELECT round(avg(a."rating"), 1) FROM "review_aspects" AS a WHERE a."review_id" = r."id")
)
WHERE EXISTS (SELECT 1 FROM "review_aspects" AS a WHERE a."review_id" = r."id");
--> statement-breakpoint
-- The places' overall aggregates, rebuilt from the new scores as seed-demo.ts recomputePlaceStats does.
DELETE FROM "place_aspect_stats" WHERE "aspect" = 'overall';
--> statement-breakpoint
INSERT INTO "place_aspect_stats" ("place_id", "aspect", "rating_sum", "rating_count", "distribution")
SELECT s."place_id", 'overall', sum(round(r."overall_rating" * 100))::int, count(*)::int,
	array[
		count(*) FILTER (WHERE least(5, greatest(1, round(r."overall_rating"))) = 1),
		count(*) FILTER (WHERE least(5, greatest(1, round(r."overall_rating"))) = 2),
		count(*) FILTER (WHERE least(5, greatest(1, round(r."overall_rating"))) = 3),
		count(*) FILTER (WHERE least(5, greatest(1, round(r."overall_rating"))) = 4),
		count(*) FILTER (WHERE least(5, greatest(1, round(r."overall_rating"))) = 5)
	]::int[]
FROM "reviews" AS r
CROSS JOIN LATERAL (
	SELECT DISTINCT x FROM unnest(array[r."place_id", r."building_id", r."district_id", r."city_id"]) AS x WHERE x IS NOT NULL
) AS s("place_id")
WHERE r."status" = 'published'
GROUP BY s."place_id";
--> statement-breakpoint
-- Stored summaries quote the old numbers: they are regenerated on their next read.
UPDATE "ai_summaries" SET "expires_at" = now() WHERE "expires_at" > now();
