/** What other parts of the server may use from screening/ (docs/code-structure.md); everything else stays inside. */

export {
  flagsOf,
  logOf,
  logPage,
  type ModerationLogRow,
  openCases,
  openFlagChecks,
} from './moderation-reads.ts';
export type { Target } from './moderation-store.ts';
export {
  closeCase,
  decisionReasons,
  hasOpenFlags,
  logAction,
  networkHash,
  openCase,
  purgeExpiredSnapshots,
  RETENTION,
  recordAsNameless,
  resolveFlags,
} from './moderation-store.ts';
export type { Finding } from './review-checks.ts';
export {
  findBurst,
  findCommentDuplicates,
  findDuplicates,
  holdsComment,
  holdsReview,
  recordFindings,
  reviewText,
  screenCommentText,
  screenReviewText,
} from './review-checks.ts';
export {
  provideScreenedSources,
  type ReviewCopyScope,
  type ScreenedSources,
} from './screened-sources.ts';
export { checkLike } from './vote-checks.ts';
