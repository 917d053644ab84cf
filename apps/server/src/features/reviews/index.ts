export { setReviewStatus } from './review-status.ts';
export { aspectsOf } from './write-review.ts';
