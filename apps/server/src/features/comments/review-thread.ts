import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments } from './schema.ts';

/**
 * The ids of every comment under a review, whatever its status: reviews reverse their points with
 * the review's when it is hidden, held, removed or deleted. `lock` takes the rows for update, so
 * that a vote on one of them that is under way lands before the reversal reads the ledger.
 */
export async function commentIdsUnderReview(
  db: Pick<Executor, 'select'>,
  reviewId: string,
  options: { lock: boolean },
): Promise<string[]> {
  const thread = db.select({ id: comments.id }).from(comments).where(eq(comments.reviewId, reviewId));
  const rows = options.lock ? await thread.for('update') : await thread;
  return rows.map((row) => row.id);
}
