import { and, eq, inArray } from 'drizzle-orm';
import type { WatchReaders } from '../watches/index.ts';
import { reviews } from './schema.ts';

/** Reviews as the watches tell of them (watches/watch-readers.ts): the published ones and their rating. */
export const reviewsForWatches: WatchReaders['publishedRatings'] = async (db, reviewIds) => {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ id: reviews.id, rating: reviews.overallRating })
    .from(reviews)
    .where(and(inArray(reviews.id, [...reviewIds]), eq(reviews.status, 'published')));
  return new Map(rows.map((row) => [row.id, row.rating]));
};
