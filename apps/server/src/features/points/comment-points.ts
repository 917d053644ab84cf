import { isCommentSubstantial, POINTS } from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments, commentVotes, reviews, users } from '../../db/schema.ts';
import { syncLikePoints } from './like-points.ts';
import { reverseSourcePoints } from './reverse-points.ts';
import { syncPoints } from './sync-points.ts';

type CommentRow = typeof comments.$inferSelect;

async function isAnonymousUser(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
  return user?.isAnonymous ?? true;
}

/**
 * What each of one author's comments on one review is worth, given `thread`: all of them in the
 * order written, whatever their status. Only the first POINTS.paidCommentsPerReview with substance
 * hold a paid place; a hidden or held one keeps its place (so hiding a farmed comment does not
 * make room for the next), and pays only while published and while `canEarn`.
 */
export function commentWorths(
  thread: ReadonlyArray<Pick<CommentRow, 'id' | 'text' | 'status'>>,
  canEarn: boolean,
): Map<string, number> {
  const worths = new Map<string, number>();
  let places = POINTS.paidCommentsPerReview;
  for (const comment of thread) {
    const paid = places > 0 && isCommentSubstantial(comment.text);
    if (paid) places -= 1;
    worths.set(comment.id, paid && canEarn && comment.status === 'published' ? POINTS.commentWritten : 0);
  }
  return worths;
}

/**
 * The one rule for what comments earn, run on every comment write, moderation decision and the
 * sign-up re-sync: syncs all of the comment author's comments on that review to their worth now.
 * Nothing on one's own review, nothing for anonymous accounts, nothing while the review is not
 * published; otherwise `commentWorths`. Comment writes and moderation decisions hold the review's
 * row lock, so the author's thread cannot change under the sync.
 */
export async function syncCommentPoints(db: Executor, comment: Pick<CommentRow, 'reviewId' | 'authorId'>) {
  const [review] = await db
    .select({ status: reviews.status, authorId: reviews.authorId })
    .from(reviews)
    .where(eq(reviews.id, comment.reviewId));
  const canEarn =
    review?.status === 'published' &&
    review.authorId !== comment.authorId &&
    !(await isAnonymousUser(db, comment.authorId));
  const thread = await db
    .select({ id: comments.id, text: comments.text, status: comments.status })
    .from(comments)
    .where(and(eq(comments.reviewId, comment.reviewId), eq(comments.authorId, comment.authorId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  for (const [id, worth] of commentWorths(thread, canEarn)) {
    await syncPoints(
      db,
      {
        userId: comment.authorId,
        sourceType: 'comment',
        sourceId: id,
        reason: worth > 0 ? 'comment_written' : 'comment_written_reversed',
      },
      worth,
    );
  }
}

/**
 * What a comment and its likes earn now: their worth while both the comment and its review are
 * published, nothing otherwise.
 */
export async function syncCommentSourcePoints(
  db: Executor,
  comment: Pick<CommentRow, 'id' | 'reviewId' | 'authorId' | 'status'>,
  isReviewPublished: boolean,
) {
  if (comment.status !== 'published' || !isReviewPublished) {
    await reverseSourcePoints(db, [comment.id]);
    return;
  }
  await syncCommentPoints(db, comment);
  const likes = await db
    .select({ userId: commentVotes.userId })
    .from(commentVotes)
    .where(and(eq(commentVotes.commentId, comment.id), eq(commentVotes.value, 1)));
  await syncLikePoints(
    db,
    { sourceType: 'comment_like', sourceId: comment.id, authorId: comment.authorId },
    likes.map((like) => ({ voterId: like.userId, isLike: true })),
  );
}
