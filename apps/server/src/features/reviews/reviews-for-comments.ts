import { eq, inArray } from 'drizzle-orm';
import type { CommentedReviews } from '../comments/index.ts';
import { reviews } from './schema.ts';

/** What comments see of a review. */
const commentedReview = {
  id: reviews.id,
  status: reviews.status,
  authorId: reviews.authorId,
  placeId: reviews.placeId,
};

/**
 * The reviews' side of what comments ask of the review they sit under (comments/commented-reviews.ts):
 * its status, author and place, with its row lock for a comment write, and the count of published
 * comments it shows.
 */
export const reviewsForComments: CommentedReviews = {
  async find(db, reviewId, options) {
    const query = db.select(commentedReview).from(reviews).where(eq(reviews.id, reviewId));
    const [review] = options?.lock ? await query.for('update') : await query;
    return review;
  },
  async findMany(db, reviewIds) {
    if (reviewIds.length === 0) return [];
    return db.select(commentedReview).from(reviews).where(inArray(reviews.id, reviewIds));
  },
  async setCommentsCount(tx, reviewId, published) {
    await tx.update(reviews).set({ commentsCount: published }).where(eq(reviews.id, reviewId));
  },
};
