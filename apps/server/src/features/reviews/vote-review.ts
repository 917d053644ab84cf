import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, reviewVotes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { syncLikePoints } from '../points/index.ts';
import { checkLike } from '../screening/index.ts';

export type VoteValue = 'like' | 'dislike';

/**
 * One vote per user per review, changeable and removable; never on one's own review. Counts are
 * recomputed from the votes table in the same transaction (no drift), and the author's like points
 * follow the vote through the ledger.
 */
export async function setReviewVote(
  db: Db,
  options: { voter: SessionUser; reviewId: string; value: VoteValue | null; networkHash?: string | null },
) {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, options.reviewId)).for('update');
    if (review?.status !== 'published') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
    if (review.authorId === options.voter.id)
      throw new AppError('FORBIDDEN', 'You cannot vote on your own review');
    if (options.value === null) {
      await tx
        .delete(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, options.voter.id)));
    } else {
      const value = options.value === 'like' ? 1 : -1;
      await tx
        .insert(reviewVotes)
        .values({ reviewId: review.id, userId: options.voter.id, value })
        .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.userId], set: { value } });
    }
    const [counts] = await tx
      .select({
        likes: sql<number>`count(*) filter (where ${reviewVotes.value} = 1)::int`,
        dislikes: sql<number>`count(*) filter (where ${reviewVotes.value} = -1)::int`,
      })
      .from(reviewVotes)
      .where(eq(reviewVotes.reviewId, review.id));
    await tx
      .update(reviews)
      .set({ likesCount: counts!.likes, dislikesCount: counts!.dislikes })
      .where(eq(reviews.id, review.id));
    await syncLikePoints(tx, { sourceType: 'review_like', sourceId: review.id, authorId: review.authorId }, [
      { voterId: options.voter.id, isLike: options.value === 'like' },
    ]);
    if (options.value === 'like') {
      await checkLike(tx, review, { id: options.voter.id, networkHash: options.networkHash ?? null });
    }
    return { likesCount: counts!.likes, dislikesCount: counts!.dislikes, myVote: options.value };
  });
}
