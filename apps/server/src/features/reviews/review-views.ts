import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from './schema.ts';

/**
 * One more view of a published review (the count its page shows). False when the id names no
 * published review: the caller then counts nothing.
 */
export async function countReviewView(db: Executor, reviewId: string): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ viewsCount: sql`${reviews.viewsCount} + 1` })
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
    .returning({ id: reviews.id });
  return updated.length > 0;
}
