import { pointsForReview } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments, photos, reviewAspects, type reviews, reviewVotes, users } from '../../db/schema.ts';
import { syncCommentSourcePoints } from './comment-points.ts';
import { syncLikePoints } from './like-points.ts';
import { syncPoints } from './sync-points.ts';

type ReviewRow = typeof reviews.$inferSelect;

/** What a review is worth by its content (packages/contracts' pointsForReview), author aside. */
export function reviewPointsOf(
  row: Pick<ReviewRow, 'rentAmount'>,
  aspects: ReadonlyArray<{ comment: string | null | undefined }>,
  photoCount: number,
): number {
  return pointsForReview({
    aspectsRated: aspects.length,
    aspectsCommented: aspects.filter((a) => a.comment).length,
    photos: photoCount,
    sharesRent: row.rentAmount !== null,
  });
}

/** Points the review is worth now (none for anonymous authors), written as a ledger correction. */
export async function syncReviewPoints(
  db: Executor,
  review: Pick<ReviewRow, 'id' | 'status' | 'rentAmount'>,
  author: { id: string; isAnonymous: boolean },
) {
  const aspectRows = await db.select().from(reviewAspects).where(eq(reviewAspects.reviewId, review.id));
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.reviewId, review.id), eq(photos.status, 'published')));
  const worth =
    author.isAnonymous || review.status !== 'published' ? 0 : reviewPointsOf(review, aspectRows, count);
  await syncPoints(
    db,
    { userId: author.id, sourceType: 'review', sourceId: review.id, reason: 'review_published' },
    worth,
  );
}

/** The review's author as points see them: an unknown author is taken for an anonymous one. */
export async function pointsAuthorOf(db: Executor, userId: string) {
  const [author] = await db
    .select({ id: users.id, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(users.id, userId));
  return author ?? { id: userId, isAnonymous: true };
}

/**
 * A review that is published (again) earns again: itself, its likes, and the comments under it
 * (those still published themselves) with their likes.
 */
export async function syncPublishedReviewPoints(db: Executor, review: ReviewRow) {
  await syncReviewPoints(db, review, await pointsAuthorOf(db, review.authorId));
  const likes = await db
    .select({ userId: reviewVotes.userId })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.value, 1)));
  await syncLikePoints(
    db,
    { sourceType: 'review_like', sourceId: review.id, authorId: review.authorId },
    likes.map((like) => ({ voterId: like.userId, isLike: true })),
  );
  const thread = await db.select().from(comments).where(eq(comments.reviewId, review.id));
  for (const comment of thread) await syncCommentSourcePoints(db, comment, true);
}
