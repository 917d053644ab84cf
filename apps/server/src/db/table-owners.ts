/**
 * Which feature owns each table (issue 32, item 1), declared in the owner's
 * `features/<owner>/schema.ts` (`lib/schema.ts` for `lib`) and gathered in `schema.ts`: only the
 * owner writes it, and other features read it through the owner's exported functions, but for the
 * named exceptions in docs/code-structure.md (FOREIGN_READS in .dependency-cruiser.mjs). `lib` marks
 * tables of the shared layer (`lib/`, `plugins/`), below every feature. `scripts/table-uses.ts`
 * counts the uses that break this, and test/table-owners.test.ts holds the count from growing.
 */
export type Owner =
  | 'ai-summary'
  | 'auth'
  | 'captcha'
  | 'comments'
  | 'feedback'
  | 'lib'
  | 'mail'
  | 'moderation'
  | 'page-views'
  | 'photos'
  | 'places'
  | 'points'
  | 'reviews'
  | 'screening'
  | 'translations'
  | 'watches'
  | 'unowned';

/** By SQL table name. */
export const TABLE_OWNERS: Readonly<Record<string, Owner>> = {
  users: 'auth',
  sessions: 'auth',
  one_time_tokens: 'auth',
  pending_sign_ups: 'auth',
  sign_up_watches: 'auth',
  places: 'places',
  place_aspect_stats: 'places',
  imported_streets: 'places',
  imported_streets_staging: 'places',
  imported_addresses: 'places',
  imported_addresses_staging: 'places',
  named_streets: 'places',
  reviews: 'reviews',
  review_keys: 'reviews',
  review_key_grants: 'reviews',
  review_aspects: 'reviews',
  review_votes: 'reviews',
  comments: 'comments',
  comment_votes: 'comments',
  photos: 'photos',
  points_ledger: 'points',
  captcha_replays: 'captcha',
  feedback: 'feedback',
  ai_summaries: 'ai-summary',
  ai_summary_votes: 'ai-summary',
  email_outbox: 'mail',
  place_watches: 'watches',
  place_watch_tokens: 'watches',
  place_watch_notices: 'watches',
  page_views: 'page-views',
  reports: 'moderation',
  moderation_flags: 'screening',
  moderation_cases: 'screening',
  moderation_log: 'screening',
  idempotency_keys: 'lib',
  legacy_ids: 'lib',
  translations: 'translations',
};

/**
 * The feature order of docs/code-structure.md as levels: a feature imports only features of a
 * lower level. Features of one level do not import each other.
 */
export const FEATURE_LEVELS: Readonly<Record<string, number>> = {
  seo: 9,
  moderation: 8,
  'ai-summary': 7,
  users: 7,
  translations: 7,
  feedback: 7,
  'page-views': 7,
  health: 7,
  reviews: 6,
  comments: 5,
  // Below comments: comments attach photos; a photo asks about its comment through what comments provide.
  photos: 4,
  auth: 3,
  watches: 2,
  places: 1,
  screening: 1,
  points: 1,
  captcha: 1,
  mail: 1,
};
