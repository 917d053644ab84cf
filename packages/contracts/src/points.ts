/**
 * Sofas: what each action earns (our choice; the spec says points come from reviews, comments and
 * likes received). A richer review earns more, so the create screen can show "points to earn" as the
 * form fills up. Anonymous accounts earn nothing until they sign up. A comment earns only on someone
 * else's review, with substance, and once per review and author (docs/decisions/008-community.md).
 */
export const POINTS = {
  reviewBase: 10,
  perAspectRated: 1,
  perAspectComment: 2,
  perPhoto: 2,
  maxPhotos: 5,
  rentShared: 3,
  commentWritten: 2,
  /**
   * A comment earns only when it says something: at least this many letters or digits (spaces,
   * punctuation and emoji do not count), so "ok1", "ok2"… or padded filler earn nothing.
   */
  commentMinLetters: 20,
  /** Of one author's comments on one review, only this many (the first ones with substance) earn. */
  paidCommentsPerReview: 1,
  likeReceived: 1,
} as const;

/** Whether a comment's text has the substance to earn sofas (POINTS.commentMinLetters). */
export function isCommentSubstantial(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= POINTS.commentMinLetters;
}

export interface ReviewPointsInput {
  aspectsRated: number;
  aspectsCommented: number;
  photos: number;
  sharesRent: boolean;
}

/** Points a review is worth; the same function runs in the form and on the server. */
export function pointsForReview(input: ReviewPointsInput): number {
  if (input.aspectsRated === 0) return 0;
  return (
    POINTS.reviewBase +
    input.aspectsRated * POINTS.perAspectRated +
    input.aspectsCommented * POINTS.perAspectComment +
    Math.min(input.photos, POINTS.maxPhotos) * POINTS.perPhoto +
    (input.sharesRent ? POINTS.rentShared : 0)
  );
}
