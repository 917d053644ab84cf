import { and, eq, inArray } from 'drizzle-orm';
import { countPublishedPhotos } from '../photos/index.ts';
import type { PointSources } from '../points/index.ts';
import { reviewAspects, reviews, reviewVotes } from './schema.ts';

/** Reviews as the points ledger reads them (points/point-sources.ts): what is there, not what it is worth. */
export const reviewsForPoints: PointSources['reviews'] = {
  async find(db, reviewId) {
    const [review] = await db
      .select({ status: reviews.status, authorId: reviews.authorId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    return review;
  },
  async publishedOf(db, authorId) {
    return await db
      .select({ id: reviews.id, rentAmount: reviews.rentAmount })
      .from(reviews)
      .where(and(eq(reviews.authorId, authorId), eq(reviews.status, 'published')));
  },
  async publishedAmong(db, reviewIds) {
    if (reviewIds.length === 0) return new Set();
    const rows = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(inArray(reviews.id, [...reviewIds]), eq(reviews.status, 'published')));
    return new Set(rows.map((row) => row.id));
  },
  async content(db, reviewIds) {
    if (reviewIds.length === 0) return [];
    const aspects = await db
      .select({ reviewId: reviewAspects.reviewId, comment: reviewAspects.comment })
      .from(reviewAspects)
      .where(inArray(reviewAspects.reviewId, [...reviewIds]));
    const photos = await countPublishedPhotos(db, reviewIds);
    return reviewIds.map((reviewId) => ({
      reviewId,
      aspects: aspects.filter((aspect) => aspect.reviewId === reviewId),
      photoCount: photos.get(reviewId) ?? 0,
    }));
  },
  async likes(db, reviewIds) {
    if (reviewIds.length === 0) return [];
    return await db
      .select({ reviewId: reviewVotes.reviewId, voterId: reviewVotes.userId })
      .from(reviewVotes)
      .where(and(inArray(reviewVotes.reviewId, [...reviewIds]), eq(reviewVotes.value, 1)));
  },
};
