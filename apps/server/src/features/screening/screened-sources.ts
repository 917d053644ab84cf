import type { Executor } from '../../db/client.ts';
import { provided } from '../../lib/provided.ts';

type Reader = Pick<Executor, 'select'>;

/** Where to look for copies of a review: the newest first, at most `limit`, none removed. */
export interface ReviewCopyScope {
  authorId: string;
  authorSince: Date;
  /** With its window, or null when the writer's network is unknown. */
  network: { hash: string; since: Date } | null;
  placeId: string;
  placeSince: Date;
  excludeId?: string | undefined;
  limit: number;
}

/**
 * What the write-time checks read of the content they check. Screening sits below reviews and
 * comments in the feature order (docs/code-structure.md): it keeps the rules (windows, thresholds,
 * what counts as a copy), the owners say what is there, provided at start
 * (features/wire-features.ts).
 */
export interface ScreenedSources {
  reviews: {
    /** Reviews in the scope (the author's, the network's, the place's recent ones) with their aspects' text. */
    copyCandidates(
      db: Reader,
      scope: ReviewCopyScope,
    ): Promise<Array<{ id: string; authorId: string; networkHash: string | null; text: string }>>;
    /** Reviews of the place written since then, in any status. */
    countOfPlaceSince(db: Reader, placeId: string, since: Date): Promise<number>;
    /** Likes `voterId` gave reviews by `authorId` since then. */
    likesBetween(db: Reader, voterId: string, authorId: string, since: Date): Promise<number>;
  };
  comments: {
    /** The newest comments, none removed, of the author since then or of one review. */
    copyCandidates(
      db: Reader,
      scope: { authorId: string; since: Date } | { reviewId: string },
      options: { excludeId?: string | undefined; limit: number },
    ): Promise<Array<{ id: string; authorId: string; reviewId: string; text: string }>>;
  };
}

const slot = provided<ScreenedSources>('screening: the content it checks');

export const provideScreenedSources = slot.provide;
export const screenedSources = slot.get;
