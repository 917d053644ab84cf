import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, commentVotes, reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { syncLikePoints } from '../points/index.ts';

/**
 * One vote per user per comment, changeable and removable; never on one's own comment. Counts are
 * recomputed from the votes in the same transaction, and the author's like point follows the vote
 * through the ledger.
 */
export async function setCommentVote(
  db: Db,
  options: { voter: SessionUser; commentId: string; value: 'like' | 'dislike' | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ comment: comments, reviewStatus: reviews.status })
      .from(comments)
      .innerJoin(reviews, eq(reviews.id, comments.reviewId))
      .where(eq(comments.id, options.commentId))
      .for('update', { of: comments });
    if (row?.comment.status !== 'published' || row.reviewStatus !== 'published')
      throw notFound('Comment not found');
    const { comment } = row;
    if (comment.authorId === options.voter.id)
      throw new AppError('FORBIDDEN', 'You cannot vote on your own comment');
    if (options.value === null) {
      await tx
        .delete(commentVotes)
        .where(and(eq(commentVotes.commentId, comment.id), eq(commentVotes.userId, options.voter.id)));
    } else {
      const value = options.value === 'like' ? 1 : -1;
      await tx
        .insert(commentVotes)
        .values({ commentId: comment.id, userId: options.voter.id, value })
        .onConflictDoUpdate({ target: [commentVotes.commentId, commentVotes.userId], set: { value } });
    }
    const [counts] = await tx
      .select({
        likes: sql<number>`count(*) filter (where ${commentVotes.value} = 1)::int`,
        dislikes: sql<number>`count(*) filter (where ${commentVotes.value} = -1)::int`,
      })
      .from(commentVotes)
      .where(eq(commentVotes.commentId, comment.id));
    await tx
      .update(comments)
      .set({ likesCount: counts!.likes, dislikesCount: counts!.dislikes })
      .where(eq(comments.id, comment.id));
    await syncLikePoints(
      tx,
      { sourceType: 'comment_like', sourceId: comment.id, authorId: comment.authorId },
      [{ voterId: options.voter.id, isLike: options.value === 'like' }],
    );
    return { likesCount: counts!.likes, dislikesCount: counts!.dislikes, myVote: options.value };
  });
}
