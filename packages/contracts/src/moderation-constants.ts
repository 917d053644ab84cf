/**
 * Trust and safety vocabularies (docs/decisions/009-moderation.md), free of schemas so that the
 * browser can import them without zod (the schemas are in moderation.ts).
 */

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REPORT_TARGETS = ['review', 'comment', 'photo', 'place'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  'personal_data',
  'hate',
  'spam',
  'not_tenancy',
  'conflict_of_interest',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Automatic checks run at write time; each leaves a flag with its evidence. */
export const AUTO_CHECKS = [
  'duplicate',
  'near_duplicate',
  'burst',
  'self_vote',
  'vote_ring',
  'advertising',
  'personal_data',
  /** A new building on a street the city does not know: named as typed in every language (issue 33). */
  'unknown_street',
] as const;
export type AutoCheck = (typeof AUTO_CHECKS)[number];

export const MODERATION_ACTIONS = ['keep', 'hide', 'remove', 'ban_author', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Everything the log can record: moderators' decisions and what the system or authors did. */
export const LOG_ACTIONS = [
  ...MODERATION_ACTIONS,
  'auto_hold',
  'auto_mask',
  'auto_flag',
  'author_delete',
  'grant_role',
  'unban',
  'scheduled_publish',
  /** A moderator looked up who wrote an item published without its author, with a written reason. */
  'reveal_author',
  /** A moderator named a street the app did not know, in the three scripts (issue 33, item 3). */
  'name_street',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const DECISION_REASONS = [
  'no_violation',
  'personal_data',
  'hate',
  'spam',
  'not_tenancy',
  'conflict_of_interest',
  'fake_votes',
  'other',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

export const CONTENT_STATUSES = ['published', 'held', 'scheduled', 'hidden', 'removed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const MODERATION_LIMITS = {
  reportTextMax: 1000,
  decisionNoteMax: 1000,
} as const;

/**
 * Revealing who wrote a nameless item needs a written reason of this length (apart from
 * MODERATION_LIMITS, which the report form brings into every page).
 */
export const REVEAL_REASON_LIMITS = { min: 20, max: 1000 } as const;
