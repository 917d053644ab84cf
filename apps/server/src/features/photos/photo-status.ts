import type { ContentStatus } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pointsAuthorOf, syncReviewPoints } from '../points/index.ts';
import { photoHolders } from './photo-holders.ts';
import { photos } from './schema.ts';

/** Moves a photo between statuses; the review it belongs to is worth what its published photos say. */
export async function setPhotoStatus(db: Executor, photoId: string, status: ContentStatus) {
  const [after] = await db.update(photos).set({ status }).where(eq(photos.id, photoId)).returning();
  if (!after) throw notFound('Content not found');
  // A review's points count its published photos.
  if (after.reviewId) {
    const review = await photoHolders().review(db, after.reviewId);
    if (review) await syncReviewPoints(db, review, await pointsAuthorOf(db, review.authorId));
  }
  return after;
}

/** How many published photos each of the reviews has (reviews without any are left out). */
export async function countPublishedPhotos(
  db: Pick<Executor, 'select'>,
  reviewIds: readonly string[],
): Promise<Map<string, number>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: photos.reviewId, n: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(inArray(photos.reviewId, [...reviewIds]), eq(photos.status, 'published')))
    .groupBy(photos.reviewId);
  return new Map(rows.map((row) => [row.reviewId!, row.n]));
}
