import { eq } from 'drizzle-orm';
import type { PhotoHolders } from '../photos/index.ts';
import { comments } from './schema.ts';

/** Comments as a photo attached to them asks about them (photos/photo-holders.ts). */
export const commentsForPhotos: PhotoHolders['commentAuthor'] = async (db, commentId) => {
  const [comment] = await db
    .select({ authorId: comments.authorId })
    .from(comments)
    .where(eq(comments.id, commentId));
  return comment?.authorId;
};
