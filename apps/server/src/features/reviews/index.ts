/** What other parts of the server may use from reviews/ (docs/code-structure.md); everything else stays inside. */
export { aspectsOfReviews, publishedAspectComments, publishedReviewIds } from './aspects-for-readers.ts';
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
export { findReview } from './reviews-for-moderation.ts';
export { reviewsForPhotos } from './reviews-for-photos.ts';
export { reviewsForPoints } from './reviews-for-points.ts';
export { reviewsForScreening } from './reviews-for-screening.ts';
export {
  newestPublishedReviews,
  type PublishedReviewSpan,
  publishedReviewSpan,
  type SampledReview,
} from './reviews-for-summaries.ts';
export { reviewsForWatches } from './reviews-for-watches.ts';
export { aspectsOf } from './write-review.ts';
