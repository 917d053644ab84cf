import type { Executor } from '../../db/client.ts';
import { provided } from '../../lib/provided.ts';

type Reader = Pick<Executor, 'select'>;

/** A review as a photo attached to it needs it: who may add to it, whether it takes edits, what it is worth. */
export interface PhotoReview {
  id: string;
  authorId: string;
  placeId: string;
  status: string;
  lockedAt: Date | null;
  rentAmount: string | null;
}

/**
 * What photos ask of the review or comment a photo is attached to. Photos sit below reviews and
 * comments in the feature order (docs/code-structure.md): they say here what they need, and the
 * owners provide it at start (features/wire-features.ts).
 */
export interface PhotoHolders {
  /** The review, or undefined; `lock` takes its row lock (so a lock set meanwhile still holds). */
  review(db: Reader, reviewId: string, options?: { lock?: boolean }): Promise<PhotoReview | undefined>;
  /** The comment's author, or undefined when there is no such comment. */
  commentAuthor(db: Reader, commentId: string): Promise<string | undefined>;
}

const slot = provided<PhotoHolders>('photos: the reviews and comments they are attached to');

export const providePhotoHolders = slot.provide;
export const photoHolders = slot.get;
