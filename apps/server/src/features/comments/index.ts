/** What other parts of the server may use from comments/ (docs/code-structure.md); everything else stays inside. */
export { setCommentStatus } from './comment-status.ts';
