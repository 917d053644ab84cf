import { pointsForReview } from '@app/contracts';
import type { Executor } from '../../db/client.ts';
import { syncCommentSourcePoints } from './comment-points.ts';
import { syncLikePoints } from './like-points.ts';
import { pointSources } from './point-sources.ts';
import { syncPoints } from './sync-points.ts';

/** A review as its points see it. */
export interface ReviewSource {
  id: string;
  status: string;
  authorId: string;
  rentAmount: string | null;
}

/** What a review is worth by its content (packages/contracts' pointsForReview), author aside. */
export function reviewPointsOf(
  row: Pick<ReviewSource, 'rentAmount'>,
  aspects: ReadonlyArray<{ comment: string | null | undefined }>,
  photoCount: number,
): number {
  return pointsForReview({
    aspectsRated: aspects.length,
    aspectsCommented: aspects.filter((a) => a.comment).length,
    photos: photoCount,
    sharesRent: row.rentAmount !== null,
  });
}

/** Points the review is worth now (none for anonymous authors), written as a ledger correction. */
export async function syncReviewPoints(
  db: Executor,
  review: Pick<ReviewSource, 'id' | 'status' | 'rentAmount'>,
  author: { id: string; isAnonymous: boolean },
) {
  const [content] = await pointSources().reviews.content(db, [review.id]);
  const worth =
    author.isAnonymous || review.status !== 'published'
      ? 0
      : reviewPointsOf(review, content?.aspects ?? [], content?.photoCount ?? 0);
  await syncPoints(
    db,
    { userId: author.id, sourceType: 'review', sourceId: review.id, reason: 'review_published' },
    worth,
  );
}

/** The review's author as points see them: an unknown author is taken for an anonymous one. */
export async function pointsAuthorOf(db: Executor, userId: string) {
  return { id: userId, isAnonymous: await pointSources().accounts.isAnonymous(db, userId) };
}

/**
 * A review that is published (again) earns again: itself, its likes, and the comments under it
 * (those still published themselves) with their likes.
 */
export async function syncPublishedReviewPoints(db: Executor, review: ReviewSource) {
  await syncReviewPoints(db, review, await pointsAuthorOf(db, review.authorId));
  const likes = await pointSources().reviews.likes(db, [review.id]);
  await syncLikePoints(
    db,
    { sourceType: 'review_like', sourceId: review.id, authorId: review.authorId },
    likes.map((like) => ({ voterId: like.voterId, isLike: true })),
  );
  const thread = await pointSources().comments.ofReview(db, review.id);
  for (const comment of thread) await syncCommentSourcePoints(db, comment, true);
}
