import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments } from './schema.ts';

/**
 * The published comments among some, with their text and review: what a reader may have translated
 * (translations/ keeps those whose review is published too).
 */
export async function publishedCommentTexts(
  db: Pick<Executor, 'select'>,
  ids: string[],
): Promise<Array<{ id: string; text: string; reviewId: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: comments.id, text: comments.text, reviewId: comments.reviewId })
    .from(comments)
    .where(and(inArray(comments.id, ids), eq(comments.status, 'published')));
}
