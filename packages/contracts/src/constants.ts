/**
 * Business constants and limits. Values from spec section 9 are marked "spec"; the others are
 * our choices where the spec says "not shown" (see docs/decisions).
 */
export const LIMITS = {
  /** spec: resend cooldown, counted each second */
  resendCooldownSeconds: 120,
  /** spec (section 9's resend cooldown, issue 30): the sign-up screen's "send again" countdown */
  signUpResendSeconds: 120,
  /** spec */
  feedbackTextMax: 5000,
  /** spec */
  feedbackContactsMax: 500,
  /** spec */
  feedbackTextareaRows: 6,
  /** spec */
  feedbackAutoCloseMs: 2000,
  /** ours: NIST SP 800-63B minimum for user-chosen passwords is 8; we ask 8 plus the spec's classes */
  passwordMinLength: 8,
  /** ours: argon2 input is bounded to keep hashing cost predictable */
  passwordMaxLength: 128,
  displayNameMax: 60,
  emailMax: 254,
  /** ours: long enough for a paragraph per aspect, short enough to read */
  aspectCommentMax: 2000,
  ratingMin: 1,
  ratingMax: 5,
  /** ours */
  photoMaxBytes: 10 * 1024 * 1024,
  photoMaxPerReview: 10,
  photoMaxPerComment: 4,
  commentMax: 2000,
  /** ours: comments an account without e-mail writes in 24 hours before each needs a captcha */
  anonymousCommentsWithoutCaptcha: 3,
  /** Texts per POST /translations (ours: a review's aspects and a page of comments). */
  translationItemsMax: 50,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** ours: a review can wait at most about two years to be published */
  publishDelayMaxDays: 730,
} as const;

export const TIMING = {
  /** spec */
  toastDurationMs: 5000,
  /** spec */
  toastMaxVisible: 5,
  /** spec */
  toastRemoveDelayMs: 200,
  /** spec */
  resendToastMs: 5000,
  /** spec */
  aiSummaryTimeoutMs: 120_000,
  /** spec */
  versionCheckIntervalMs: 3_600_000,
  /** spec */
  chunkReloadGuardMs: 10_000,
  /** spec */
  pageViewDelayMs: 250,
} as const;

/** Keys in the browser's local storage (spec sections 3 and 4). */
/**
 * The header that carries a browser's grant to manage one review (issue 30; lower case, as Node
 * gives headers). Here, not beside its schemas: the browser imports it, and zod must not follow.
 */
export const REVIEW_KEY_HEADER = 'x-review-key';

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  colorMode: 'color_mode',
  lastResendAt: 'verify_resend_at',
  chunkReloadAt: 'chunk_reload_at',
  /** Languages this browser always has machine-translated (JSON array of locales). */
  translateFrom: 'translate_from',
  /** A language the reader switched to that the account has not saved yet (retried at the next start). */
  pendingLanguage: 'pending_language',
} as const;

/**
 * Where "reviews near you" looks when neither the browser nor the IP address tells where the
 * visitor is: central Tbilisi (Freedom Square), the city most of our readers rent in.
 */
export const FALLBACK_ORIGIN = { lat: 41.6934, lng: 44.8015 } as const;

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/**
 * Rent and utilities currencies. Kept here, beside the other plain constants, rather than with the
 * review schemas: the browser imports it, and a module with schemas brings zod into the bundle.
 */
export const CURRENCIES = ['GEL', 'USD', 'EUR', 'RUB', 'AMD', 'TRY', 'UAH', 'PLN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PERIOD_PRECISIONS = ['month', 'year'] as const;
export type PeriodPrecision = (typeof PERIOD_PRECISIONS)[number];

/** 'exact': readers see the amounts; 'range': readers see each amount's band, the author the amounts. */
export const MONEY_PRECISIONS = ['exact', 'range'] as const;
export type MoneyPrecision = (typeof MONEY_PRECISIONS)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** ours: an avatar is small on screen; 5 MB covers any phone photo. */
export const AVATAR_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Square sizes written (px); the largest is the avatarUrl. */
  sizes: [256, 96],
} as const;

export const PLACE_MESSAGES = {
  locateFailed: 'Unable to determine location details',
  placeNotFound: 'Place not found',
} as const;
