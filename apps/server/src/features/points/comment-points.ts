import { isCommentSubstantial, POINTS } from '@app/contracts';
import type { Executor } from '../../db/client.ts';
import { syncLikePoints } from './like-points.ts';
import { type CommentSource, pointSources } from './point-sources.ts';
import { reverseSourcePoints } from './reverse-points.ts';
import { syncPoints } from './sync-points.ts';

/**
 * What each of one author's comments on one review is worth, given `thread`: all of them in the
 * order written, whatever their status. Only the first POINTS.paidCommentsPerReview with substance
 * hold a paid place; a hidden or held one keeps its place (so hiding a farmed comment does not
 * make room for the next), and pays only while published and while `canEarn`.
 */
export function commentWorths(
  thread: ReadonlyArray<{ id: string; text: string; status: string }>,
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
export async function syncCommentPoints(db: Executor, comment: Pick<CommentSource, 'reviewId' | 'authorId'>) {
  const sources = pointSources();
  const review = await sources.reviews.find(db, comment.reviewId);
  const canEarn =
    review?.status === 'published' &&
    review.authorId !== comment.authorId &&
    !(await sources.accounts.isAnonymous(db, comment.authorId));
  const thread = await sources.comments.thread(db, comment.reviewId, comment.authorId);
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
  comment: CommentSource,
  isReviewPublished: boolean,
) {
  if (comment.status !== 'published' || !isReviewPublished) {
    await reverseSourcePoints(db, [comment.id]);
    return;
  }
  await syncCommentPoints(db, comment);
  const likes = await pointSources().comments.likes(db, [comment.id]);
  await syncLikePoints(
    db,
    { sourceType: 'comment_like', sourceId: comment.id, authorId: comment.authorId },
    likes.map((like) => ({ voterId: like.voterId, isLike: true })),
  );
}
