import type { ContentStatus } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments, reviews } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { syncCommentSourcePoints } from '../points/index.ts';

/** Moves a comment between statuses keeping its review's count and the points ledger true. */
export async function setCommentStatus(db: Executor, commentId: string, status: ContentStatus) {
  // The review first, then the comment: the order every review write takes them, so no deadlock.
  const [target] = await db
    .select({ reviewId: comments.reviewId })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!target) throw notFound('Content not found');
  const [review] = await db
    .select({ status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, target.reviewId))
    .for('update');
  const [before] = await db.select().from(comments).where(eq(comments.id, commentId)).for('update');
  if (!before) throw notFound('Content not found');
  if (before.status === status) return before;
  const [after] = await db.update(comments).set({ status }).where(eq(comments.id, commentId)).returning();
  await db
    .update(reviews)
    .set({
      commentsCount: sql`(select count(*)::int from ${comments} where ${comments.reviewId} = ${before.reviewId} and ${comments.status} = 'published')`,
    })
    .where(eq(reviews.id, before.reviewId));
  // A comment restored under a review that is itself hidden or removed still earns nothing.
  await syncCommentSourcePoints(db, after!, review?.status === 'published');
  return after!;
}
