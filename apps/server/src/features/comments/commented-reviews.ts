import type { Db, Executor } from '../../db/client.ts';
import { provided } from '../../lib/provided.ts';

/** The review a comment is under, as comments need it. */
export interface CommentedReview {
  id: string;
  status: string;
  authorId: string;
  placeId: string;
}

/**
 * What comments ask of the reviews they sit under. Reviews sit above comments in the feature order
 * (docs/code-structure.md), so comments cannot import them: comments say here what they need,
 * reviews provide it (`provideCommentedReviews`, wired in features/index.ts), and the reviews'
 * table stays written and read by its owner only.
 */
export interface CommentedReviews {
  /** The review, or undefined; `lock` takes its row lock (comment writes on one review serialise on it). */
  find(
    db: Pick<Db, 'select'>,
    reviewId: string,
    options?: { lock?: boolean },
  ): Promise<CommentedReview | undefined>;
  /** The reviews of these ids that exist, without locks (an author's comments page). */
  findMany(db: Pick<Db, 'select'>, reviewIds: string[]): Promise<CommentedReview[]>;
  /** The review shows `published` comments now (its count, kept in the same transaction). */
  setCommentsCount(tx: Executor, reviewId: string, published: number): Promise<void>;
}

const slot = provided<CommentedReviews>('comments: the reviews they sit under');

export const provideCommentedReviews = slot.provide;
export const commentedReviews = slot.get;
