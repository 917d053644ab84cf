/** What other parts of the server may use from points/ (docs/code-structure.md); everything else stays inside. */
export { syncCommentPoints, syncCommentSourcePoints } from './comment-points.ts';
export { syncLikePoints } from './like-points.ts';
export { movePointsActor } from './move-points-actor.ts';
export {
  type CommentSource,
  type PointSources,
  providePointSources,
  type ReviewContent,
} from './point-sources.ts';
export { reverseSourcePoints } from './reverse-points.ts';
export {
  pointsAuthorOf,
  reviewPointsOf,
  syncPublishedReviewPoints,
  syncReviewPoints,
} from './review-points.ts';
export { getScore } from './sync-points.ts';
export { syncUserPoints } from './sync-user-points.ts';
