/**
 * Sofas: what each action earns (our choice; the spec says points come from reviews, comments and
 * likes received). A richer review earns more, so the create screen can show "points to earn" as the
 * form fills up. Anonymous accounts earn nothing until they sign up.
 */
export const POINTS = {
  reviewBase: 10,
  perAspectRated: 1,
  perAspectComment: 2,
  perPhoto: 2,
  maxPhotos: 5,
  rentShared: 3,
  commentWritten: 2,
  likeReceived: 1,
} as const;

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
