import { POINTS, pointsForReview } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  comments,
  commentVotes,
  photos,
  reviewAspects,
  reviews,
  reviewVotes,
  users,
} from '../../src/db/schema.ts';

/**
 * The sofas invariant of issue 6, computed independently of the ledger: what each user's score
 * should be from the current rows only (used by the points invariant and the demo seed tests).
 */
export async function expectedScores(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  const expected = new Map(userIds.map((id) => [id, 0]));
  const userRows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const earning = new Set(userRows.filter((u) => !u.isAnonymous).map((u) => u.id));
  const reviewRows = await db.select().from(reviews).where(eq(reviews.status, 'published'));
  const add = (userId: string, amount: number) => {
    if (earning.has(userId) && expected.has(userId)) expected.set(userId, expected.get(userId)! + amount);
  };
  for (const review of reviewRows) {
    const aspects = await db.select().from(reviewAspects).where(eq(reviewAspects.reviewId, review.id));
    const [photoCount] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(and(eq(photos.reviewId, review.id), eq(photos.status, 'published')));
    add(
      review.authorId,
      pointsForReview({
        aspectsRated: aspects.length,
        aspectsCommented: aspects.filter((a) => a.comment).length,
        photos: photoCount?.n ?? 0,
        sharesRent: review.rentAmount !== null,
      }),
    );
    const [likes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.value, 1)));
    add(review.authorId, (likes?.n ?? 0) * POINTS.likeReceived);
  }
  // A comment earns while it and its review are published (a hidden review's thread earns nothing),
  // never on its author's own review, and only when it is among the first
  // POINTS.paidCommentsPerReview of its author's comments on that review with at least
  // POINTS.commentMinLetters letters or digits, in the order written.
  const publishedById = new Map(reviewRows.map((r) => [r.id, r]));
  const everyComment = await db.select().from(comments).orderBy(comments.createdAt, comments.id);
  const paidPlaces = new Map<string, number>();
  for (const comment of everyComment) {
    const letters = comment.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    const key = `${comment.reviewId}:${comment.authorId}`;
    const taken = paidPlaces.get(key) ?? 0;
    if (letters < POINTS.commentMinLetters || taken >= POINTS.paidCommentsPerReview) continue;
    paidPlaces.set(key, taken + 1);
    const review = publishedById.get(comment.reviewId);
    if (comment.status === 'published' && review && review.authorId !== comment.authorId)
      add(comment.authorId, POINTS.commentWritten);
  }
  for (const comment of everyComment.filter(
    (c) => c.status === 'published' && publishedById.has(c.reviewId),
  )) {
    const [likes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(commentVotes)
      .where(and(eq(commentVotes.commentId, comment.id), eq(commentVotes.value, 1)));
    add(comment.authorId, (likes?.n ?? 0) * POINTS.likeReceived);
  }
  return expected;
}
