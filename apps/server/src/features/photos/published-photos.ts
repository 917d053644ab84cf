import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { photos } from './schema.ts';

/** The published photos of a page of comments, oldest first (a comment shows them in that order). */
export function publishedCommentPhotos(db: Pick<Executor, 'select'>, commentIds: string[]) {
  return db
    .select()
    .from(photos)
    .where(and(inArray(photos.commentId, commentIds), eq(photos.status, 'published')))
    .orderBy(photos.createdAt, photos.id);
}
