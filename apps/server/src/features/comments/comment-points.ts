import { isCommentSubstantial, POINTS } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments, pointsLedger, reviews, users } from '../../db/schema.ts';
import { syncPoints } from '../points/sync-points.ts';
import type { CommentRow } from './hydrate-comments.ts';

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

/** The like of one voter, paid to the comment's author while the vote is a like. */
export async function syncCommentLikePoints(
  db: Executor,
  comment: Pick<CommentRow, 'id' | 'authorId'>,
  voterId: string,
  isLike: boolean,
) {
  const worth = isLike && !(await isAnonymousUser(db, comment.authorId)) ? POINTS.likeReceived : 0;
  await syncPoints(
    db,
    {
      userId: comment.authorId,
      sourceType: 'comment_like',
      sourceId: comment.id,
      actorId: voterId,
      reason: 'like_received',
    },
    worth,
  );
}

/**
 * Cancels every point the comment still carries (its own and its likes) with correcting entries,
 * read from the ledger itself so that nothing paid earlier is forgotten.
 */
export async function reverseCommentPoints(db: Executor, commentId: string) {
  const open = await db
    .select({
      userId: pointsLedger.userId,
      sourceType: pointsLedger.sourceType,
      actorId: pointsLedger.actorId,
      reason: sql<string>`min(${pointsLedger.reason})`,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.sourceId, commentId),
        sql`${pointsLedger.sourceType} in ('comment', 'comment_like')`,
      ),
    )
    .groupBy(pointsLedger.userId, pointsLedger.sourceType, pointsLedger.actorId)
    .having(sql`sum(${pointsLedger.amount}) <> 0`);
  for (const entry of open) {
    await syncPoints(
      db,
      {
        userId: entry.userId,
        sourceType: entry.sourceType,
        sourceId: commentId,
        actorId: entry.actorId,
        reason: `${entry.reason}_reversed`,
      },
      0,
    );
  }
}
