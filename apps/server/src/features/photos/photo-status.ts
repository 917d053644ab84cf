import type { ContentStatus } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos, reviews } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { pointsAuthorOf, syncReviewPoints } from '../points/index.ts';

/** Moves a photo between statuses; the review it belongs to is worth what its published photos say. */
export async function setPhotoStatus(db: Executor, photoId: string, status: ContentStatus) {
  const [after] = await db.update(photos).set({ status }).where(eq(photos.id, photoId)).returning();
  if (!after) throw notFound('Content not found');
  // A review's points count its published photos.
  if (after.reviewId) {
    const [review] = await db.select().from(reviews).where(eq(reviews.id, after.reviewId));
    if (review) await syncReviewPoints(db, review, await pointsAuthorOf(db, review.authorId));
  }
  return after;
}
