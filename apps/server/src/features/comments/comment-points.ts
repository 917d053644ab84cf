import { POINTS } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { pointsLedger, users } from '../../db/schema.ts';
import { type Executor, syncPoints } from '../points/sync-points.ts';
import type { CommentRow } from './hydrate-comments.ts';

async function isAnonymousUser(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
  return user?.isAnonymous ?? true;
}

/** What writing the comment is worth to its author now (nothing for anonymous accounts). */
export async function syncCommentPoints(
  db: Executor,
  comment: Pick<CommentRow, 'id' | 'authorId' | 'status'>,
) {
  const worth =
    comment.status === 'published' && !(await isAnonymousUser(db, comment.authorId))
      ? POINTS.commentWritten
      : 0;
  await syncPoints(
    db,
    { userId: comment.authorId, sourceType: 'comment', sourceId: comment.id, reason: 'comment_written' },
    worth,
  );
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
