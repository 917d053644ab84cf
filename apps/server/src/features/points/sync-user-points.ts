import { POINTS } from '@app/contracts';
import type { Executor } from '../../db/client.ts';
import { syncCommentPoints } from './comment-points.ts';
import { pointSources } from './point-sources.ts';
import { reviewPointsOf } from './review-points.ts';
import { syncPointsOfUser } from './sync-points.ts';

/**
 * Brings every source of one user's points to what it is worth now: their published reviews and
 * comments (by `syncCommentPoints`, the rule every comment write uses), and the likes those
 * received. Run when an anonymous account signs up (it keeps its id and its reviews, which start
 * earning from that moment); idempotent, since each source is synced to a target rather than paid
 * an amount. One query after another: `db` is often a transaction, whose one connection cannot run
 * two at once.
 */
export async function syncUserPoints(db: Executor, userId: string): Promise<void> {
  const sources = pointSources();
  const earns = !(await sources.accounts.isAnonymous(db, userId));

  const ownReviews = await sources.reviews.publishedOf(db, userId);
  const reviewIds = ownReviews.map((r) => r.id);
  const contents = await sources.reviews.content(db, reviewIds);
  const reviewLikes = await sources.reviews.likes(db, reviewIds);
  await syncPointsOfUser(db, userId, [
    ...ownReviews.map((review) => {
      const content = contents.find((c) => c.reviewId === review.id);
      return {
        source: { userId, sourceType: 'review', sourceId: review.id, reason: 'review_published' },
        target: earns ? reviewPointsOf(review, content?.aspects ?? [], content?.photoCount ?? 0) : 0,
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
  const ownComments = await sources.comments.ofAuthor(db, userId);
  for (const reviewId of new Set(ownComments.map((c) => c.reviewId))) {
    await syncCommentPoints(db, { reviewId, authorId: userId });
  }
  // Their likes, while the comment and its review are published.
  const publishedReviews = await sources.reviews.publishedAmong(db, [
    ...new Set(ownComments.map((c) => c.reviewId)),
  ]);
  const earningIds = ownComments
    .filter((c) => c.status === 'published' && publishedReviews.has(c.reviewId))
    .map((c) => c.id);
  const commentLikes = await sources.comments.likes(db, earningIds);
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
