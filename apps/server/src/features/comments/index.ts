/** What other parts of the server may use from comments/ (docs/code-structure.md); everything else stays inside. */
export { setCommentStatus } from './comment-status.ts';
export {
  type CommentedReview,
  type CommentedReviews,
  provideCommentedReviews,
} from './commented-reviews.ts';
export { findComment } from './comments-for-moderation.ts';
export { commentsForPhotos } from './comments-for-photos.ts';
export { commentsForPoints } from './comments-for-points.ts';
export { commentsForScreening } from './comments-for-screening.ts';
export { publishedCommentTexts } from './published-texts.ts';
export { commentIdsUnderReview } from './review-thread.ts';
