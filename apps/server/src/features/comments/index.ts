export { setCommentStatus } from './comment-status.ts';
