import type { ContentStatus } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { commentIdsUnderReview } from '../comments/index.ts';
import { applyReviewStats } from '../places/index.ts';
import { reverseSourcePoints, syncPublishedReviewPoints } from '../points/index.ts';
import { noteReviewPublished } from '../watches/index.ts';
import { reviews } from './schema.ts';
import { aspectsOf, statsOf } from './write-review.ts';

/** Moves a review between statuses keeping aggregates and the points ledger true. */
export async function setReviewStatus(db: Executor, reviewId: string, status: ContentStatus) {
  const [before] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!before) throw notFound('Content not found');
  if (before.status === status) return before;
  const aspects = await aspectsOf(db, reviewId);
  if (before.status === 'published') await applyReviewStats(db, statsOf(before, aspects), -1);
  const [after] = await db
    .update(reviews)
    // A decision on the review itself ends any link to its place's (moderation's setPlaceHidden
    // sets it again).
    .set({
      status,
      hiddenWithPlace: false,
      updatedAt: status === 'removed' ? new Date() : sql`${reviews.updatedAt}`,
    })
    .where(eq(reviews.id, reviewId))
    .returning();
  if (status === 'published') {
    await applyReviewStats(db, statsOf(after!, aspects), 1);
    // The review, its likes, and its comments (those still published themselves) with their likes
    // earn again.
    await syncPublishedReviewPoints(db, after!);
    // Watchers of the place hear of it: a scheduled review come due, one released by a moderator.
    await noteReviewPublished(db, after!);
  } else {
    // Hidden, held or removed content earns nothing: the review, its likes, and the comments under
    // it with their likes are reversed, as when the review is deleted.
    // Locked, so a vote on one of them that is under way lands before the reversal reads the ledger.
    const thread = await commentIdsUnderReview(db, reviewId, { lock: true });
    await reverseSourcePoints(db, [reviewId, ...thread]);
  }
  return after!;
}
