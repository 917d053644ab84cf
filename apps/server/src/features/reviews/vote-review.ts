import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { setContentVote, type VoteTarget, type VoteValue } from '../../lib/content-votes.ts';
import type { SessionUser } from '../auth/index.ts';
import { syncLikePoints } from '../points/index.ts';
import { checkLike } from '../screening/index.ts';
import type { ReviewRow } from './hydrate-reviews.ts';
import { reviews, reviewVotes } from './schema.ts';

/** A published review, voted on through the shared procedure; a like is screened for rings of accounts. */
const reviewVoteTarget = (networkHash: string | null): VoteTarget<ReviewRow> => ({
  votes: {
    table: reviewVotes,
    contentId: reviewVotes.reviewId,
    userId: reviewVotes.userId,
    value: reviewVotes.value,
  },
  counters: { table: reviews, id: reviews.id, likes: reviews.likesCount, dislikes: reviews.dislikesCount },
  lock: async (tx, id) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (review?.status !== 'published') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
    return review;
  },
  ownContentMessage: 'You cannot vote on your own review',
  afterVote: async (tx, review, vote) => {
    await syncLikePoints(tx, { sourceType: 'review_like', sourceId: review.id, authorId: review.authorId }, [
      { voterId: vote.voterId, isLike: vote.value === 'like' },
    ]);
    if (vote.value === 'like') await checkLike(tx, review, { id: vote.voterId, networkHash });
  },
});

/** One vote per user per review (lib/content-votes.ts); the author's like points follow it through the ledger. */
export async function setReviewVote(
  db: Db,
  options: { voter: SessionUser; reviewId: string; value: VoteValue | null; networkHash?: string | null },
) {
  return setContentVote(db, reviewVoteTarget(options.networkHash ?? null), {
    voterId: options.voter.id,
    contentId: options.reviewId,
    value: options.value,
  });
}
