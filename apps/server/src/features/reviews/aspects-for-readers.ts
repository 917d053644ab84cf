import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { reviewAspects, reviews } from './schema.ts';

interface AspectRow {
  reviewId: string;
  aspect: string;
  rating: number;
  comment: string | null;
}

/** The aspect ratings and comments of some reviews the caller chose (ai-summary's facts of a place). */
export async function aspectsOfReviews(db: Pick<Db, 'execute'>, reviewIds: string[]): Promise<AspectRow[]> {
  if (reviewIds.length === 0) return [];
  return rowsOf<AspectRow>(
    await db.execute(sql`
      select review_id as "reviewId", aspect, rating, comment from review_aspects
      where review_id in ${reviewIds}`),
  );
}

/** The aspect comments of the published reviews among some (what a reader may have translated). */
export async function publishedAspectComments(
  db: Pick<Db, 'select'>,
  reviewIds: string[],
): Promise<Array<{ reviewId: string; aspect: string; comment: string | null }>> {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewAspects.reviewId,
      aspect: reviewAspects.aspect,
      comment: reviewAspects.comment,
    })
    .from(reviewAspects)
    .innerJoin(reviews, eq(reviews.id, reviewAspects.reviewId))
    .where(and(inArray(reviewAspects.reviewId, reviewIds), eq(reviews.status, 'published')));
}

/** Which of some reviews are published. */
export async function publishedReviewIds(db: Pick<Db, 'select'>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(inArray(reviews.id, ids), eq(reviews.status, 'published')));
  return new Set(rows.map((row) => row.id));
}
