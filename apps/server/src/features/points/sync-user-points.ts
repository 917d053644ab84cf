import { POINTS } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  comments,
  commentVotes,
  photos,
  reviewAspects,
  reviews,
  reviewVotes,
  users,
} from '../../db/schema.ts';
import { syncCommentPoints } from './comment-points.ts';
import { reviewPointsOf } from './review-points.ts';
import { syncPointsOfUser } from './sync-points.ts';

/**
 * Brings every source of one user's points to what it is worth now: their published reviews and
 * comments (by `syncCommentPoints`, the rule every comment write uses), and the likes those received. Run when an anonymous account signs up (it keeps its id
 * and its reviews, which start earning from that moment); idempotent, since each source is synced
 * to a target rather than paid an amount.
 */
export async function syncUserPoints(db: Executor, userId: string): Promise<void> {
  const [user] = await db.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
  const earns = user !== undefined && !user.isAnonymous;

  const ownReviews = await db
    .select({ id: reviews.id, rentAmount: reviews.rentAmount })
    .from(reviews)
    .where(and(eq(reviews.authorId, userId), eq(reviews.status, 'published')));
  const reviewIds = ownReviews.map((r) => r.id);
  // One query after another: `db` is often a transaction, whose one connection cannot run two at once.
  const ofOwnReviews = async <T>(query: () => PromiseLike<T[]>): Promise<T[]> =>
    reviewIds.length === 0 ? [] : await query();
  const aspectRows = await ofOwnReviews(() =>
    db
      .select({ reviewId: reviewAspects.reviewId, comment: reviewAspects.comment })
      .from(reviewAspects)
      .where(inArray(reviewAspects.reviewId, reviewIds)),
  );
  const photoCounts = await ofOwnReviews(() =>
    db
      .select({ reviewId: photos.reviewId, n: sql<number>`count(*)::int` })
      .from(photos)
      // Published photos only, as syncReviewPoints counts them (a hidden photo pays nothing).
      .where(and(inArray(photos.reviewId, reviewIds), eq(photos.status, 'published')))
      .groupBy(photos.reviewId),
  );
  const reviewLikes = await ofOwnReviews(() =>
    db
      .select({ reviewId: reviewVotes.reviewId, voterId: reviewVotes.userId })
      .from(reviewVotes)
      .where(and(inArray(reviewVotes.reviewId, reviewIds), eq(reviewVotes.value, 1))),
  );
  await syncPointsOfUser(db, userId, [
    ...ownReviews.map((review) => {
      const aspects = aspectRows.filter((a) => a.reviewId === review.id);
      const photoCount = photoCounts.find((p) => p.reviewId === review.id)?.n ?? 0;
      return {
        source: { userId, sourceType: 'review', sourceId: review.id, reason: 'review_published' },
        target: earns ? reviewPointsOf(review, aspects, photoCount) : 0,
      };
    }),
    ...reviewLikes.map((like) => ({
      source: {
        userId,
        sourceType: 'review_like',
        sourceId: like.reviewId,
        actorId: like.voterId,
        reason: 'like_received',
      },
      target: earns ? POINTS.likeReceived : 0,
    })),
  ]);

  // Comments by the rule of every comment write (one's own review, substance, one per review).
  const threads = await db
    .select({ reviewId: comments.reviewId })
    .from(comments)
    .where(eq(comments.authorId, userId))
    .groupBy(comments.reviewId);
  for (const { reviewId } of threads) await syncCommentPoints(db, { reviewId, authorId: userId });
  const ownComments = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(reviews, eq(reviews.id, comments.reviewId))
    .where(
      and(eq(comments.authorId, userId), eq(comments.status, 'published'), eq(reviews.status, 'published')),
    );
  const commentIds = ownComments.map((c) => c.id);
  const commentLikes =
    commentIds.length === 0
      ? []
      : await db
          .select({ commentId: commentVotes.commentId, voterId: commentVotes.userId })
          .from(commentVotes)
          .where(and(inArray(commentVotes.commentId, commentIds), eq(commentVotes.value, 1)));
  await syncPointsOfUser(
    db,
    userId,
    commentLikes.map((like) => ({
      source: {
        userId,
        sourceType: 'comment_like',
        sourceId: like.commentId,
        actorId: like.voterId,
        reason: 'like_received',
      },
      target: earns ? POINTS.likeReceived : 0,
    })),
  );
}
