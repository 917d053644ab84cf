/** What other parts of the server may use from reviews/ (docs/code-structure.md); everything else stays inside. */
export { placesWithReviews } from './places-with-reviews.ts';
export {
  getPublicReview,
  listPublicReviewEntries,
  type PublicReviewEntry,
  publicReviewSliceStarts,
} from './public-review-entries.ts';
export { purgeExpiredGrants } from './review-keys.ts';
export { setReviewStatus } from './review-status.ts';
export { publishOneDueReview, purgeReviewRetention, setReviewsHiddenWithPlace } from './review-upkeep.ts';
export { countReviewView } from './review-views.ts';
export { reviewsForComments } from './reviews-for-comments.ts';
export { reviewsForPhotos } from './reviews-for-photos.ts';
export { reviewsForPoints } from './reviews-for-points.ts';
export { reviewsForScreening } from './reviews-for-screening.ts';
export { aspectsOf } from './write-review.ts';
