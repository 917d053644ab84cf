import { AUTH_MESSAGES, LIMITS } from '@app/contracts';
import type { MessageKey, Params, Translate } from '@app/i18n';
import { ApiError } from './api';

export interface ApiErrorTextOptions {
  /** Shown when nothing more specific is known; 'Something went wrong' unless given. */
  fallback?: MessageKey;
  /** The aspect's name in the page's language (the API names aspects by their key). */
  aspectLabel?(aspect: string): string;
}

interface DetailRule {
  /** The API's English message (spec section 5 texts), exact or with the variable parts captured. */
  match: string | RegExp;
  key: MessageKey;
  params?(found: RegExpMatchArray, options: ApiErrorTextOptions): Params;
}

const aspect = (name: string | undefined, options: ApiErrorTextOptions) =>
  name ? (options.aspectLabel?.(name) ?? name) : '';

/**
 * The API answers in stable English (server `message` and validation `details`); the browser shows
 * the user's language. One table for every screen: sign-up, the review form and whatever comes next.
 */
const DETAIL_RULES: readonly DetailRule[] = [
  { match: AUTH_MESSAGES.invalidEmail, key: 'auth.validation.email' },
  { match: AUTH_MESSAGES.passwordClasses, key: 'auth.validation.passwordClasses' },
  { match: AUTH_MESSAGES.passwordTooCommon, key: 'auth.validation.passwordTooCommon' },
  {
    match: AUTH_MESSAGES.passwordTooShort,
    key: 'auth.validation.passwordLength',
    params: () => ({ min: LIMITS.passwordMinLength }),
  },
  {
    match: AUTH_MESSAGES.passwordTooLong,
    key: 'auth.validation.passwordTooLong',
    params: () => ({ count: LIMITS.passwordMaxLength }),
  },
  { match: AUTH_MESSAGES.agreementRequired, key: 'auth.validation.agreement' },
  { match: AUTH_MESSAGES.nameRequired, key: 'auth.validation.nameRequired' },
  { match: AUTH_MESSAGES.passwordsDoNotMatch, key: 'auth.validation.passwordsDoNotMatch' },
  { match: AUTH_MESSAGES.emailTaken, key: 'auth.error.emailTaken' },

  { match: 'At least one rating is required', key: 'form.error.ratingRequired' },
  { match: 'You must agree to the terms', key: 'form.error.termsRequired' },
  { match: 'Captcha verification is required', key: 'form.captchaError' },
  {
    match: /^Invalid rating for aspect ([a-z_]+)$/,
    key: 'form.error.invalidRating',
    params: (found, options) => ({ aspect: aspect(found[1], options) }),
  },
  {
    match: /^Invalid comment for aspect ([a-z_]+)$/,
    key: 'form.error.invalidComment',
    params: (found, options) => ({ aspect: aspect(found[1], options) }),
  },
  {
    match: /^Comment too long for aspect ([a-z_]+) \(maximum (\d+) characters\)$/,
    key: 'form.error.commentTooLong',
    params: (found, options) => ({ aspect: aspect(found[1], options), count: Number(found[2]) }),
  },
  { match: 'The living period cannot start in the future', key: 'form.error.periodStartFuture' },
  { match: 'The living period cannot end in the future', key: 'form.error.periodEndFuture' },
  { match: 'The living period must end after it starts', key: 'form.error.periodOrder' },
  { match: 'Choose a valid date', key: 'form.error.invalidDate' },
  { match: 'The publication date cannot be in the past', key: 'form.error.publishDatePast' },
  {
    match: /^The publication date can be at most (\d+) days ahead$/,
    key: 'form.error.publishDateTooFar',
    params: (found) => ({ count: Number(found[1]) }),
  },
  { match: 'Unknown photo', key: 'form.error.unknownPhoto' },
  { match: 'A photo does not exist or is not yours', key: 'form.error.unknownPhoto' },
  { match: 'This review is locked', key: 'form.lockedError' },
  { match: "You don't have permission to edit this review", key: 'reviews.accessDenied' },
  {
    match: 'The author can only be hidden or shown before the review is published',
    key: 'form.hideAuthorFixed',
  },
  { match: 'This review is already published', key: 'form.error.alreadyPublished' },
  { match: 'Review not found', key: 'reviews.notFound' },
  { match: 'Place not found', key: 'form.error.placeNotFound' },
];

/** What a code means when its message is not one we know. */
const CODE_KEYS: Partial<Record<string, MessageKey>> = {
  NETWORK_ERROR: 'errors.network',
  RATE_LIMITED: 'errors.rateLimited',
  UNAUTHORIZED: 'errors.sessionEnded',
  FORBIDDEN: 'errors.forbidden',
};

/** The translation of one API message (a `message` or a validation detail's), if we know it. */
export function knownApiMessage(
  t: Translate,
  message: string,
  options: ApiErrorTextOptions = {},
): string | undefined {
  for (const rule of DETAIL_RULES) {
    if (typeof rule.match === 'string') {
      if (rule.match === message) return t(rule.key, rule.params?.([message], options));
      continue;
    }
    const found = message.match(rule.match);
    if (found) return t(rule.key, rule.params?.(found, options));
  }
  return undefined;
}

/** A validation detail in the user's language; an unknown one reads 'Something went wrong'. */
export function translateApiDetail(t: Translate, message: string, options: ApiErrorTextOptions = {}): string {
  return knownApiMessage(t, message, options) ?? t(options.fallback ?? 'errors.somethingWentWrong');
}

/**
 * What went wrong, for the user: each validation detail translated, else the message, else what
 * the code means, else the fallback. Never the API's English, never a browser's "Failed to fetch".
 */
export function apiErrorMessages(t: Translate, error: unknown, options: ApiErrorTextOptions = {}): string[] {
  const fallback = t(options.fallback ?? 'errors.somethingWentWrong');
  if (!(error instanceof ApiError)) return [fallback];
  const texts = new Set<string>();
  for (const detail of error.envelope?.details ?? []) {
    const text = knownApiMessage(t, detail.message, options);
    if (text) texts.add(text);
  }
  if (texts.size === 0) {
    const codeKey = CODE_KEYS[error.code];
    texts.add(knownApiMessage(t, error.message, options) ?? (codeKey ? t(codeKey) : fallback));
  }
  return [...texts];
}
