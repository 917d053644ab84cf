import type { Db } from '../../db/client.ts';
import { provided } from '../../lib/provided.ts';

type Reader = Pick<Db, 'select'>;

/** A review's content as its worth counts it (packages/contracts' pointsForReview). */
export interface ReviewContent {
  reviewId: string;
  aspects: ReadonlyArray<{ comment: string | null }>;
  /** Its published photos. */
  photoCount: number;
}

/** A comment as its points see it. */
export interface CommentSource {
  id: string;
  reviewId: string;
  authorId: string;
  status: string;
}

/**
 * What the ledger reads of the things that earn. Points sit at the bottom of the feature order
 * (docs/code-structure.md): the accounts, reviews and comments above them feed it. Points keep the
 * rules (what a review, a comment or a like is worth, when it earns); the owners of the tables say
 * what is there, through these functions, provided once (`providePointSources`, features/index.ts).
 */
export interface PointSources {
  accounts: {
    /** Whether the account is anonymous; an unknown account is taken for one (it earns nothing). */
    isAnonymous(db: Reader, userId: string): Promise<boolean>;
  };
  reviews: {
    /** The review's status and author, or undefined. */
    find(db: Reader, reviewId: string): Promise<{ status: string; authorId: string } | undefined>;
    /** The author's published reviews. */
    publishedOf(db: Reader, authorId: string): Promise<Array<{ id: string; rentAmount: string | null }>>;
    /** Which of these reviews are published. */
    publishedAmong(db: Reader, reviewIds: readonly string[]): Promise<Set<string>>;
    /** Each review's aspects and published photos. */
    content(db: Reader, reviewIds: readonly string[]): Promise<ReviewContent[]>;
    /** Who likes each of the reviews. */
    likes(db: Reader, reviewIds: readonly string[]): Promise<Array<{ reviewId: string; voterId: string }>>;
  };
  comments: {
    /** Every comment under the review, whatever its status. */
    ofReview(db: Reader, reviewId: string): Promise<CommentSource[]>;
    /** One author's comments on one review in the order written, whatever their status. */
    thread(
      db: Reader,
      reviewId: string,
      authorId: string,
    ): Promise<Array<{ id: string; text: string; status: string }>>;
    /** Every comment of the author (any status, any review). */
    ofAuthor(db: Reader, authorId: string): Promise<CommentSource[]>;
    /** Who likes each of the comments. */
    likes(db: Reader, commentIds: readonly string[]): Promise<Array<{ commentId: string; voterId: string }>>;
  };
}

const slot = provided<PointSources>('points: what earns');

export const providePointSources = slot.provide;
export const pointSources = slot.get;
