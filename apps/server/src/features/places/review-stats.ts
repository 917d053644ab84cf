import { ASPECTS, type Locale, PLACE_TYPES, type PlaceStats, type PlaceType } from '@app/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, rowsOf } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { averageScore, overallContribution, placeOverallScore } from './overall-score.ts';
import { placeName } from './place-scope.ts';
import { places } from './schema.ts';

/**
 * Aggregates per place, rolled up: a review of an apartment counts for the apartment, its building,
 * district and city. Keys are 'placeType.aspect' (a district page can show how its apartments rate
 * for noise) plus 'overall', whose sum is kept in hundredths of a star (overall ratings are means,
 * not integers; the distribution counts them rounded).
 */
export interface StatsReview {
  placeId: string;
  buildingId: string | null;
  districtId: string | null;
  cityId: string | null;
  placeType: string;
  overallRating: number;
  aspects: ReadonlyArray<{ aspect: string; rating: number }>;
}

export function scopeIds(
  review: Pick<StatsReview, 'placeId' | 'buildingId' | 'districtId' | 'cityId'>,
): string[] {
  return [
    ...new Set(
      [review.placeId, review.buildingId, review.districtId, review.cityId].filter((id) => id !== null),
    ),
  ] as string[];
}

/** Adds (sign 1) or removes (sign -1) a published review's contribution, in the caller's transaction. */
export async function applyReviewStats(db: Executor, review: StatsReview, sign: 1 | -1) {
  const scope = scopeIds(review);
  const rows: Array<{ aspect: string; sum: number; star: number }> = [
    ...review.aspects.map((a) => ({
      aspect: `${review.placeType}.${a.aspect}`,
      sum: a.rating,
      star: a.rating,
    })),
    { aspect: 'overall', ...overallContribution(review.overallRating) },
  ];
  for (const placeId of scope) {
    for (const row of rows) {
      const distribution = [1, 2, 3, 4, 5].map((star) => (star === row.star ? sign : 0));
      await db.execute(sql`
        insert into place_aspect_stats (place_id, aspect, rating_sum, rating_count, distribution)
        values (${placeId}, ${row.aspect}, ${sign * row.sum}, ${sign}, ${`{${distribution.join(',')}}`}::int[])
        on conflict (place_id, aspect) do update set
          rating_sum = place_aspect_stats.rating_sum + excluded.rating_sum,
          rating_count = place_aspect_stats.rating_count + excluded.rating_count,
          distribution = array[
            place_aspect_stats.distribution[1] + excluded.distribution[1],
            place_aspect_stats.distribution[2] + excluded.distribution[2],
            place_aspect_stats.distribution[3] + excluded.distribution[3],
            place_aspect_stats.distribution[4] + excluded.distribution[4],
            place_aspect_stats.distribution[5] + excluded.distribution[5]]`);
    }
  }
  await db
    .update(places)
    .set({ reviewCount: sql`${places.reviewCount} + ${sign}`, reviewsChangedAt: sql`clock_timestamp()` })
    .where(inArray(places.id, scope));
}

/**
 * Places' overall scores (overall-score.ts) by id, for every answer that shows a place with its
 * score (details, the map); a place without published reviews has none. Reads the primary key.
 */
export async function loadOverallScores(
  db: Pick<Db, 'execute'>,
  placeIds: readonly string[],
): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  const ids = [...new Set(placeIds)];
  if (ids.length === 0) return scores;
  const rows = rowsOf<{ placeId: string; ratingSum: number; ratingCount: number }>(
    await db.execute(sql`
      select place_id as "placeId", rating_sum as "ratingSum", rating_count as "ratingCount"
      from place_aspect_stats where aspect = 'overall' and place_id in ${ids}`),
  );
  for (const row of rows) {
    const score = placeOverallScore(row);
    if (score !== null) scores.set(row.placeId, score);
  }
  return scores;
}

interface AspectStat {
  placeId: string;
  aspect: string;
  ratingSum: number;
  ratingCount: number;
}

/** The rated aspects (rating_count > 0) of some places: sums and counts, for ai-summary's facts. */
export async function loadRatedAspectStats(
  db: Pick<Db, 'execute'>,
  placeIds: string[],
): Promise<AspectStat[]> {
  return rowsOf<AspectStat>(
    await db.execute(sql`
      select place_id as "placeId", aspect, rating_sum as "ratingSum", rating_count as "ratingCount"
      from place_aspect_stats where place_id in ${placeIds} and rating_count > 0`),
  );
}

interface StatRow {
  placeId: string;
  aspect: string;
  ratingSum: number;
  ratingCount: number;
  distribution: number[];
}

/** Catalogue order: the place's own type first, then aspects as the form lists them. */
const aspectOrder = (aspect: string) => {
  const [type = '', name = ''] = aspect.split('.');
  const aspects = ASPECTS[type as PlaceType] as readonly string[] | undefined;
  return PLACE_TYPES.indexOf(type as PlaceType) * 100 + (aspects?.indexOf(name) ?? 99);
};

/**
 * A place's aggregates with each aspect's average in the enclosing district (for a building or
 * apartment) or city (for a district), so a reader sees whether it is better than its surroundings.
 */
/** A place's history per year of tenancy start (reviews' getPlaceHistory: it reads the reviews). */
export type PlaceHistoryLoader = (
  db: Db,
  placeId: string,
  kind: PlaceType,
) => Promise<Pick<PlaceStats, 'history' | 'currency'>>;

export async function getPlaceStats(
  db: Db,
  placeId: string,
  lang: Locale,
  loadHistory: PlaceHistoryLoader,
): Promise<PlaceStats | null> {
  const [place] = await db
    .select({
      id: places.id,
      kind: places.kind,
      reviewCount: places.reviewCount,
      reviewsChangedAt: places.reviewsChangedAt,
      districtId: places.districtId,
      cityId: places.cityId,
      hiddenAt: places.hiddenAt,
    })
    .from(places)
    .where(eq(places.id, placeId));
  // A home nobody has published a review of (a form's abandoned place) or one taken down is not
  // public: 404, as its details and page answer (isPublicPlace; issue 31, finding 7).
  if (!place) return null;
  const isArea = place.kind === 'city' || place.kind === 'district';
  if (!isArea && (place.reviewCount <= 0 || place.hiddenAt)) return null;
  const comparisonId =
    place.kind === 'city'
      ? null
      : place.kind === 'district'
        ? place.cityId
        : (place.districtId ?? place.cityId);
  const ids = comparisonId ? [placeId, comparisonId] : [placeId];
  const list = rowsOf<StatRow>(
    await db.execute(sql`
      select place_id as "placeId", aspect, rating_sum as "ratingSum", rating_count as "ratingCount", distribution
      from place_aspect_stats where place_id in ${ids} and rating_count > 0`),
  );
  const own = list.filter((r) => r.placeId === placeId);
  const parent = new Map(list.filter((r) => r.placeId === comparisonId).map((r) => [r.aspect, r]));
  const toStat = (row: StatRow) => {
    const parentRow = parent.get(row.aspect);
    return {
      aspect: row.aspect,
      average: averageScore(row) ?? 0,
      count: row.ratingCount,
      distribution: row.distribution.map(Number),
      parentAverage: parentRow ? averageScore(parentRow) : null,
    };
  };
  const overall = own.find((r) => r.aspect === 'overall');
  let comparedWith: PlaceStats['comparedWith'] = null;
  if (comparisonId) {
    const [row] = await db.select().from(places).where(eq(places.id, comparisonId));
    if (row) comparedWith = { id: row.id, kind: row.kind as 'city', name: placeName(row, lang) };
  }
  // The history scans every review inside the place (tens of thousands for a city), so it is cached
  // per place and version: a review written on any instance moves reviews_changed_at in the same
  // transaction, so every instance misses at once and no invalidation message is needed.
  const version = place.reviewsChangedAt?.getTime() ?? 0;
  const { history, currency } = await historyCache.get(`${placeId}:${version}`, () =>
    loadHistory(db, placeId, place.kind as PlaceType),
  );
  return {
    placeId,
    reviewCount: place.reviewCount,
    history,
    currency,
    overall: overall ? toStat(overall) : null,
    aspects: own
      .filter((r) => r.aspect !== 'overall')
      .sort((a, b) => aspectOrder(a.aspect) - aspectOrder(b.aspect))
      .map(toStat),
    comparedWith,
  };
}

const historyCache = new TtlCache<Awaited<ReturnType<PlaceHistoryLoader>>>({
  ttlMs: 10 * 60_000,
  maxEntries: 5000,
});
