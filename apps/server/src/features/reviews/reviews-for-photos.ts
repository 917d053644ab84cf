import { eq } from 'drizzle-orm';
import type { PhotoHolders } from '../photos/index.ts';
import { reviews } from './schema.ts';

/** Reviews as a photo attached to them asks about them (photos/photo-holders.ts). */
export const reviewsForPhotos: PhotoHolders['review'] = async (db, reviewId, options) => {
  const query = db
    .select({
      id: reviews.id,
      authorId: reviews.authorId,
      placeId: reviews.placeId,
      status: reviews.status,
      lockedAt: reviews.lockedAt,
      rentAmount: reviews.rentAmount,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  const [review] = options?.lock ? await query.for('update') : await query;
  return review;
};
