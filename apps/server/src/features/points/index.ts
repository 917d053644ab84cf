export * from './comment-points.ts';
export * from './like-points.ts';
export * from './reverse-points.ts';
export * from './review-points.ts';
export * from './sync-points.ts';
export * from './sync-user-points.ts';
