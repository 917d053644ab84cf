import type { Locale, ReviewSort, ReviewWithDistance } from '@app/contracts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cursorField, decodeCursor, encodeCursor, PG_INT } from '../../lib/cursor.ts';
import { getPlaceKind } from '../places/index.ts';
import { hydrateReviews, type ReviewRow } from './hydrate-reviews.ts';
import { reviews } from './schema.ts';

interface Viewer {
  lang: Locale;
  viewerId?: string | null | undefined;
  /** Public URL of a stored media object (the storage decides: local folder, CDN, S3). */
  mediaUrl: (key: string) => string;
}

export interface ListReviewsOptions extends Viewer {
  placeId: string;
  sort: ReviewSort;
  limit: number;
  cursor?: string | undefined;
  placeType?: string | undefined;
  minRating?: number | undefined;
  maxRating?: number | undefined;
  isCommercial?: boolean | undefined;
  language?: string | undefined;
}

/** The column that holds "inside this place" for each kind, each with its own index. */
const scopeColumn = {
  city: reviews.cityId,
  district: reviews.districtId,
  building: reviews.buildingId,
  apartment: reviews.placeId,
} as const;

const helpfulness = sql`(${reviews.likesCount} - ${reviews.dislikesCount})`;

/**
 * (listed_at, id): the tail of every review cursor. listed_at is created_at, or the end of the day
 * for a review without author (migration 0025), so that no order places it finer than its day.
 */
const newestCursor = [cursorField.timestamp, cursorField.uuid] as const;

/** Order and "after the cursor" condition per sort; every order ends in listed_at, id for stability. */
function ordering(sort: ReviewSort, rawCursor: string | undefined): { orderBy: SQL; after: SQL | null } {
  // "nulls last" matches the indexes as drizzle creates them (DESC NULLS LAST); plain DESC means
  // NULLS FIRST in PostgreSQL and would make the planner sort the whole scope instead.
  const tail = sql`${reviews.listedAt} desc nulls last, ${reviews.id} desc nulls last`;
  if (sort === 'newest') {
    const cursor = decodeCursor(rawCursor, newestCursor);
    return {
      orderBy: tail,
      after: cursor
        ? sql`(${reviews.listedAt}, ${reviews.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
        : null,
    };
  }
  if (sort === 'helpful') {
    const cursor = decodeCursor(rawCursor, [cursorField.integer(PG_INT.min, PG_INT.max), ...newestCursor]);
    // Read along the per-scope helpful index (migration 0004), which stores likes − dislikes.
    return {
      orderBy: sql`${helpfulness} desc nulls last, ${tail}`,
      after: cursor
        ? sql`(${helpfulness}, ${reviews.listedAt}, ${reviews.id}) < (${cursor[0]}::int, ${cursor[1]}::timestamptz, ${cursor[2]}::uuid)`
        : null,
    };
  }
  // Highest reads the rating index forwards; lowest reads the same index backwards, so among equal
  // ratings it lists the oldest first. Both are one index range scan, whatever the place's size.
  const cursor = decodeCursor(rawCursor, [cursorField.decimal(0, 10), ...newestCursor]);
  if (sort === 'highest') {
    return {
      orderBy: sql`${reviews.overallRating} desc nulls last, ${tail}`,
      after: cursor
        ? sql`(${reviews.overallRating}, ${reviews.listedAt}, ${reviews.id}) < (${cursor[0]}::numeric, ${cursor[1]}::timestamptz, ${cursor[2]}::uuid)`
        : null,
    };
  }
  return {
    orderBy: sql`${reviews.overallRating} asc nulls first, ${reviews.listedAt} asc nulls first, ${reviews.id} asc nulls first`,
    after: cursor
      ? sql`(${reviews.overallRating}, ${reviews.listedAt}, ${reviews.id}) > (${cursor[0]}::numeric, ${cursor[1]}::timestamptz, ${cursor[2]}::uuid)`
      : null,
  };
}

function cursorOf(sort: ReviewSort, row: ReviewRow): string {
  const tail = [row.listedAt.toISOString(), row.id];
  if (sort === 'newest') return encodeCursor(tail);
  if (sort === 'helpful') return encodeCursor([row.likesCount - row.dislikesCount, ...tail]);
  return encodeCursor([row.overallRating, ...tail]);
}

/**
 * One keyset page of review rows matching every condition, in the sort's order. The callers'
 * conditions pick the index the order is read along (a place's scope, a city, an author).
 */
export async function sortedReviewRows(
  db: Db,
  conditions: SQL[],
  options: { sort: ReviewSort; limit: number; cursor?: string | undefined },
): Promise<{ items: ReviewRow[]; nextCursor: string | null }> {
  const { orderBy, after } = ordering(options.sort, options.cursor);
  const rows = await db
    .select()
    .from(reviews)
    .where(sql.join(after ? [...conditions, after] : conditions, sql` and `))
    .orderBy(orderBy)
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const items = hasMore ? rows.slice(0, options.limit) : rows;
  return { items, nextCursor: hasMore ? cursorOf(options.sort, items[items.length - 1]!) : null };
}

/** Reviews of a place and of every place inside it, filtered and sorted, keyset-paginated. */
export async function listReviews(db: Db, options: ListReviewsOptions) {
  const placeType = await getPlaceKind(db, options.placeId);
  const conditions: SQL[] = [
    sql`${reviews.status} = 'published'`,
    sql`${scopeColumn[placeType]} = ${options.placeId}`,
  ];
  if (options.placeType) conditions.push(sql`${reviews.placeType} = ${options.placeType}`);
  if (options.minRating) conditions.push(sql`${reviews.overallRating} >= ${options.minRating}`);
  if (options.maxRating) conditions.push(sql`${reviews.overallRating} <= ${options.maxRating + 0.99}`);
  if (options.isCommercial !== undefined)
    conditions.push(sql`${reviews.isCommercial} = ${options.isCommercial}`);
  if (options.language) conditions.push(sql`${reviews.language} = ${options.language}`);
  const { items, nextCursor } = await sortedReviewRows(db, conditions, options);
  return { items: await hydrateReviews(db, items, options), nextCursor };
}

/**
 * The newest published reviews everywhere (home page, "All reviews"), optionally inside one city
 * and/or of one kind of place. Each filter combination reads its own partial index in order
 * (reviews_latest_idx, reviews_city_created_idx, reviews_type_created_idx, reviews_city_type_created_idx).
 */
export async function listLatestReviews(
  db: Db,
  options: Viewer & {
    limit: number;
    cursor?: string | undefined;
    cityId?: string | undefined;
    placeType?: string | undefined;
  },
) {
  const conditions: SQL[] = [sql`${reviews.status} = 'published'`];
  if (options.cityId) conditions.push(sql`${reviews.cityId} = ${options.cityId}`);
  if (options.placeType) conditions.push(sql`${reviews.placeType} = ${options.placeType}`);
  const { items, nextCursor } = await sortedReviewRows(db, conditions, { ...options, sort: 'newest' });
  return { items: await hydrateReviews(db, items, options), nextCursor };
}

/** Nearby lists stop after this many items: nobody pages further through "reviews near me". */
const NEARBY_MAX_ITEMS = 500;

/**
 * Published reviews within `radius` metres, nearest first, each with its distance. The order uses
 * the GiST index's nearest-neighbour scan (`<->` on earth points is monotonic in great-circle
 * distance); the earth_box condition bounds the scan to the radius.
 */
export async function listNearbyReviews(
  db: Db,
  options: Viewer & { lat: number; lng: number; radius: number; limit: number; cursor?: string | undefined },
): Promise<{ items: ReviewWithDistance[]; nextCursor: string | null }> {
  // Pages are counted by position, not keyset: a keyset needs a tie-breaker after the distance, and
  // a place with thousands of reviews at one point would then be sorted whole before the first row.
  // Ordered by distance alone, the nearest-neighbour index scan stops after one page.
  const [offset] = decodeCursor(options.cursor, [cursorField.integer(0, NEARBY_MAX_ITEMS - 1)]) ?? [0];
  const origin = sql`ll_to_earth(${options.lat}::float8, ${options.lng}::float8)`;
  const point = sql`ll_to_earth(${reviews.lat}, ${reviews.lng})`;
  const distance = sql`earth_distance(${point}, ${origin})`;
  const rows = await db
    .select({ ...getTableColumns(reviews), distance: sql<number>`${distance}` })
    .from(reviews)
    .where(
      sql`${reviews.status} = 'published' and ${reviews.lat} is not null
        and earth_box(${origin}, ${options.radius}::float8) @> ${point}
        and ${distance} <= ${options.radius}::float8`,
    )
    .orderBy(sql`${point} <-> ${origin}`)
    .limit(options.limit + 1)
    .offset(offset);
  const hasMore = rows.length > options.limit;
  const pageRows = hasMore ? rows.slice(0, options.limit) : rows;
  const ordered: ReviewRow[] = pageRows.map(({ distance: _, ...row }) => row);
  const hydrated = await hydrateReviews(db, ordered, options);
  const last = pageRows[pageRows.length - 1];
  return {
    items: hydrated.map((review, i) => ({
      ...review,
      distanceMeters: Math.round(Number(pageRows[i]!.distance)),
    })),
    nextCursor:
      hasMore && last && offset + options.limit < NEARBY_MAX_ITEMS
        ? encodeCursor([offset + options.limit])
        : null,
  };
}

/** One review. Hidden or removed reviews are "not found" for everyone but moderators (later). */
export async function getReview(db: Db, id: string, options: Viewer) {
  const [row] = await db.select().from(reviews).where(sql`${reviews.id} = ${id}`);
  if (!row || row.status === 'removed' || (row.status !== 'published' && row.authorId !== options.viewerId))
    throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
  const [review] = await hydrateReviews(db, [row], options);
  return review!;
}
