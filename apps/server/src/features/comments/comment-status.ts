import type { ContentStatus } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { syncCommentSourcePoints } from '../points/index.ts';
import { commentedReviews } from './commented-reviews.ts';
import { comments } from './schema.ts';

/** Moves a comment between statuses keeping its review's count and the points ledger true. */
export async function setCommentStatus(db: Executor, commentId: string, status: ContentStatus) {
  // The review first, then the comment: the order every review write takes them, so no deadlock.
  const [target] = await db
    .select({ reviewId: comments.reviewId })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!target) throw notFound('Content not found');
  const review = await commentedReviews().find(db, target.reviewId, { lock: true });
  const [before] = await db.select().from(comments).where(eq(comments.id, commentId)).for('update');
  if (!before) throw notFound('Content not found');
  if (before.status === status) return before;
  const [after] = await db.update(comments).set({ status }).where(eq(comments.id, commentId)).returning();
  await commentedReviews().setCommentsCount(
    db,
    before.reviewId,
    await countPublishedComments(db, before.reviewId),
  );
  // A comment restored under a review that is itself hidden or removed still earns nothing.
  await syncCommentSourcePoints(db, after!, review?.status === 'published');
  return after!;
}

/** How many of the review's comments are published (the count the review shows). */
export async function countPublishedComments(
  db: Pick<Executor, 'select'>,
  reviewId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.reviewId, reviewId), eq(comments.status, 'published')));
  return row?.n ?? 0;
}
