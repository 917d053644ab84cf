import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { ScreenedSources } from '../screening/index.ts';
import { reviewAspects, reviews, reviewVotes } from './schema.ts';

/** Reviews as the write-time checks read them (screening/screened-sources.ts), through the reviews' indexes. */
export const reviewsForScreening: ScreenedSources['reviews'] = {
  async copyCandidates(db, scope) {
    return await db
      .select({
        id: reviews.id,
        authorId: reviews.authorId,
        networkHash: reviews.networkHash,
        text: sql<string>`coalesce((select string_agg(${reviewAspects.comment}, E'\n') from ${reviewAspects} where ${reviewAspects.reviewId} = ${reviews.id}), '')`,
      })
      .from(reviews)
      .where(
        and(
          or(
            and(eq(reviews.authorId, scope.authorId), gt(reviews.createdAt, scope.authorSince)),
            scope.network
              ? and(eq(reviews.networkHash, scope.network.hash), gt(reviews.createdAt, scope.network.since))
              : undefined,
            and(eq(reviews.placeId, scope.placeId), gt(reviews.createdAt, scope.placeSince)),
          ),
          ne(reviews.status, 'removed'),
          scope.excludeId ? ne(reviews.id, scope.excludeId) : undefined,
        ),
      )
      .orderBy(sql`${reviews.createdAt} desc nulls last`)
      .limit(scope.limit);
  },
  async countOfPlaceSince(db, placeId, since) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.placeId, placeId), gt(reviews.createdAt, since)));
    return row?.count ?? 0;
  },
  async likesBetween(db, voterId, authorId, since) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviewVotes)
      .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
      .where(
        and(
          eq(reviewVotes.userId, voterId),
          eq(reviews.authorId, authorId),
          eq(reviewVotes.value, 1),
          gt(reviewVotes.createdAt, since),
        ),
      );
    return row?.count ?? 0;
  },
};
