import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { anonymousTime } from '../../lib/anonymous-time.ts';
import { logAction } from '../screening/index.ts';
import { setReviewStatus } from './review-status.ts';
import { reviewAspects, reviews } from './schema.ts';

/**
 * Publishes one scheduled review whose day has come, in the caller's transaction; false when none
 * is due. Claimed with SKIP LOCKED so that several instances share the work without publishing
 * one twice. A review without an author is dated by the minute it went public (as the public
 * sees it), not by when it was written.
 */
export async function publishOneDueReview(tx: Executor): Promise<boolean> {
  const [due] = await tx
    .select({ id: reviews.id, hideAuthor: reviews.hideAuthor })
    .from(reviews)
    .where(and(eq(reviews.status, 'scheduled'), lte(reviews.publishAt, sql`now()`)))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return false;
  const now = new Date();
  const at = due.hideAuthor ? anonymousTime(now) : now;
  await tx.update(reviews).set({ createdAt: at, updatedAt: at }).where(eq(reviews.id, due.id));
  await setReviewStatus(tx, due.id, 'published');
  await logAction(tx, {
    target: { type: 'review', id: due.id, nameless: due.hideAuthor },
    action: 'scheduled_publish',
  });
  return true;
}

/**
 * Forgets what reviews keep only for a while (docs/privacy-data.md): the network hash of reviews
 * written before `networkCutoff`, the text of reviews removed before `textCutoff`. Answers how
 * many network hashes went.
 */
export async function purgeReviewRetention(
  db: Db,
  cutoffs: { networkCutoff: Date; textCutoff: Date },
): Promise<number> {
  const networks = await db
    .update(reviews)
    .set({ networkHash: null, updatedAt: sql`${reviews.updatedAt}` })
    .where(and(isNotNull(reviews.networkHash), lt(reviews.createdAt, cutoffs.networkCutoff)))
    .returning({ id: reviews.id });
  const removed = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.status, 'removed'), lt(reviews.updatedAt, cutoffs.textCutoff)));
  await db
    .update(reviewAspects)
    .set({ comment: null })
    .where(and(inArray(reviewAspects.reviewId, removed), isNotNull(reviewAspects.comment)));
  return networks.length;
}

/**
 * The reviews of a place hidden by moderation (and those of a building's apartments) hidden with
 * it, or shown again: hiding takes the public and scheduled ones, showing restores exactly those
 * (`hidden_with_place`), to scheduled when their day is still ahead. Held reviews stay held, and
 * a review hidden on its own stays hidden. Aggregates and points follow through setReviewStatus.
 */
export async function setReviewsHiddenWithPlace(db: Executor, placeId: string, hidden: boolean) {
  const ofPlace = or(eq(reviews.placeId, placeId), eq(reviews.buildingId, placeId));
  const affected = await db
    .select({ id: reviews.id, publishAt: reviews.publishAt })
    .from(reviews)
    .where(
      hidden
        ? and(ofPlace, inArray(reviews.status, ['published', 'scheduled']))
        : and(ofPlace, eq(reviews.status, 'hidden'), eq(reviews.hiddenWithPlace, true)),
    )
    .orderBy(reviews.id);
  for (const review of affected) {
    const status = hidden
      ? 'hidden'
      : review.publishAt && review.publishAt.getTime() > Date.now()
        ? 'scheduled'
        : 'published';
    await setReviewStatus(db, review.id, status);
    await db.update(reviews).set({ hiddenWithPlace: hidden }).where(eq(reviews.id, review.id));
  }
}
