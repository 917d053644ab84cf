import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { setContentVote, type VoteTarget, type VoteValue } from '../../lib/content-votes.ts';
import type { SessionUser } from '../auth/index.ts';
import { syncLikePoints } from '../points/index.ts';
import { commentedReviews } from './commented-reviews.ts';
import type { CommentRow } from './hydrate-comments.ts';
import { comments, commentVotes } from './schema.ts';

/** A published comment under a published review, voted on through the shared procedure. */
const commentVoteTarget: VoteTarget<CommentRow> = {
  votes: {
    table: commentVotes,
    contentId: commentVotes.commentId,
    userId: commentVotes.userId,
    value: commentVotes.value,
  },
  counters: {
    table: comments,
    id: comments.id,
    likes: comments.likesCount,
    dislikes: comments.dislikesCount,
  },
  lock: async (tx, id) => {
    const [comment] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
    const review = comment && (await commentedReviews().find(tx, comment.reviewId));
    if (comment?.status !== 'published' || review?.status !== 'published')
      throw notFound('Comment not found');
    return comment;
  },
  ownContentMessage: 'You cannot vote on your own comment',
  afterVote: async (tx, comment, vote) => {
    await syncLikePoints(
      tx,
      { sourceType: 'comment_like', sourceId: comment.id, authorId: comment.authorId },
      [{ voterId: vote.voterId, isLike: vote.value === 'like' }],
    );
  },
};

/** One vote per user per comment (lib/content-votes.ts); the author's like point follows it through the ledger. */
export async function setCommentVote(
  db: Db,
  options: { voter: SessionUser; commentId: string; value: VoteValue | null },
) {
  return setContentVote(db, commentVoteTarget, {
    voterId: options.voter.id,
    contentId: options.commentId,
    value: options.value,
  });
}
