import {
  type ErrorCode,
  type ErrorDetail,
  type ErrorDetailCode,
  LIMITS,
  STREET_NAME_LIMITS,
} from '@app/contracts';
import type { MessageKey, Params, Translate } from '@app/i18n';
import { ApiError, StepFailed } from './api';

export interface ApiErrorTextOptions {
  /** Shown when nothing more specific is known; 'Something went wrong' unless given. */
  fallback?: MessageKey;
  /** The aspect's name in the page's language (the API names aspects by their key). */
  aspectLabel?(aspect: string): string;
}

interface DetailRule {
  /** The text, or the text for the detail's field (a street's name in each script). */
  key: MessageKey | ((detail: ErrorDetail) => MessageKey);
  /** The text's variable parts: limits from the contracts, the aspect from the detail's field. */
  params?(detail: ErrorDetail, options: ApiErrorTextOptions): Params;
}

/** `aspects.noise.rating` names the aspect `noise`, in the page's language when a label is given. */
const aspectOf = (detail: ErrorDetail, options: ApiErrorTextOptions) => {
  const name = detail.field.split('.')[1] ?? '';
  return { aspect: name ? (options.aspectLabel?.(name) ?? name) : '' };
};

/**
 * What each field problem says (spec section 5 texts), by the detail's code: the API's English
 * `message` is never read. One table for every screen: sign-up, the review form and what comes next.
 */
const DETAIL_RULES: Record<ErrorDetailCode, DetailRule> = {
  INVALID_EMAIL: { key: 'auth.validation.email' },
  PASSWORD_TOO_SHORT: {
    key: 'auth.validation.passwordLength',
    params: () => ({ min: LIMITS.passwordMinLength }),
  },
  PASSWORD_TOO_LONG: {
    key: 'auth.validation.passwordTooLong',
    params: () => ({ count: LIMITS.passwordMaxLength }),
  },
  PASSWORD_CLASSES: { key: 'auth.validation.passwordClasses' },
  PASSWORD_TOO_COMMON: { key: 'auth.validation.passwordTooCommon' },
  AGREEMENT_REQUIRED: { key: 'auth.validation.agreement' },
  NAME_REQUIRED: { key: 'auth.validation.nameRequired' },
  NAME_TOO_LONG: { key: 'auth.validation.nameTooLong', params: () => ({ count: LIMITS.displayNameMax }) },
  RATING_REQUIRED: { key: 'form.error.ratingRequired' },
  RATING_INVALID: { key: 'form.error.invalidRating', params: aspectOf },
  ASPECT_COMMENT_INVALID: { key: 'form.error.invalidComment', params: aspectOf },
  ASPECT_COMMENT_TOO_LONG: {
    key: 'form.error.commentTooLong',
    params: (detail, options) => ({ ...aspectOf(detail, options), count: LIMITS.aspectCommentMax }),
  },
  PERIOD_START_FUTURE: { key: 'form.error.periodStartFuture' },
  PERIOD_END_FUTURE: { key: 'form.error.periodEndFuture' },
  PERIOD_ORDER: { key: 'form.error.periodOrder' },
  DATE_INVALID: { key: 'form.error.invalidDate' },
  PUBLISH_DATE_PAST: { key: 'form.error.publishDatePast' },
  PUBLISH_DATE_TOO_FAR: {
    key: 'form.error.publishDateTooFar',
    params: () => ({ count: LIMITS.publishDelayMaxDays }),
  },
  TERMS_REQUIRED: { key: 'form.error.termsRequired' },
  CAPTCHA_REQUIRED: { key: 'form.captchaError' },
  PHOTO_UNKNOWN: { key: 'form.error.unknownPhoto' },
  LOCATION_UNKNOWN: { key: 'places.error.locate' },
  POINT_NOT_CONFIRMED: { key: 'places.add.pinRequired' },
  DISTRICT_NOT_IN_CITY: { key: 'places.add.districtNotInCity' },
  CONTROL_CHARACTERS: { key: 'errors.controlCharacters' },
  STREET_NAME_REQUIRED: { key: 'moderation.street.required' },
  STREET_NAME_TOO_LONG: {
    key: 'moderation.street.tooLong',
    params: () => ({ count: STREET_NAME_LIMITS.max }),
  },
  STREET_NAME_SCRIPT: {
    key: (detail) =>
      detail.field === 'ru'
        ? 'moderation.street.script.ru'
        : detail.field === 'ka'
          ? 'moderation.street.script.ka'
          : 'moderation.street.script.en',
  },
};

/**
 * What a refusal means for the user, by its code (the codes listed in contracts' errors.ts, plus
 * the client's own NETWORK_ERROR). Codes without a text of their own read as the fallback.
 */
export const CODE_KEYS: Partial<Record<ErrorCode | 'NETWORK_ERROR', MessageKey>> = {
  NETWORK_ERROR: 'errors.network',
  RATE_LIMITED: 'errors.rateLimited',
  UNAUTHORIZED: 'errors.sessionEnded',
  FORBIDDEN: 'errors.forbidden',
  PAYLOAD_TOO_LARGE: 'photos.tooLarge',
  INVALID_CREDENTIALS: 'auth.error.invalidCredentials',
  ACCOUNT_SUSPENDED: 'auth.error.authFailed',
  EMAIL_NOT_VERIFIED: 'auth.error.verifyEmail',
  EMAIL_TAKEN: 'auth.error.emailTaken',
  EMAIL_ALREADY_VERIFIED: 'auth.verify.alreadyVerified',
  INVALID_TOKEN: 'auth.error.verificationFailed',
  CAPTCHA_REQUIRED: 'form.captchaError',
  REVIEW_KEY_INVALID: 'reviewKey.manage.invalidTitle',
  REVIEW_NOT_FOUND: 'reviews.notFound',
  PLACE_NOT_FOUND: 'form.error.placeNotFound',
  REVIEW_EDIT_FORBIDDEN: 'reviews.accessDenied',
  REVIEW_LOCKED: 'form.lockedError',
  AUTHOR_VISIBILITY_FIXED: 'form.hideAuthorFixed',
  REVIEW_ALREADY_PUBLISHED: 'form.error.alreadyPublished',
  ALREADY_REPORTED: 'report.duplicate',
  LOCATION_UNKNOWN: 'places.error.locate',
  IDEMPOTENCY_KEY_COMPLETED: 'errors.alreadySaved',
  WRITE_OUTCOME_UNKNOWN: 'errors.outcomeUnknown',
  WATCH_NOT_FOUND: 'watch.notFound',
  WATCH_LINK_INVALID: 'watch.link.invalid',
  WATCH_EMAIL_REQUIRED: 'watch.emailRequired',
  WATCH_LIMIT_REACHED: 'watch.limit',
};

const isDetailCode = (code: string | undefined): code is ErrorDetailCode =>
  code !== undefined && Object.hasOwn(DETAIL_RULES, code);

/** The translation of one validation detail, by its code, if we know the code. */
export function knownApiDetail(
  t: Translate,
  detail: ErrorDetail,
  options: ApiErrorTextOptions = {},
): string | undefined {
  if (!isDetailCode(detail.code)) return undefined;
  const rule = DETAIL_RULES[detail.code];
  return t(typeof rule.key === 'function' ? rule.key(detail) : rule.key, rule.params?.(detail, options));
}

/** A validation detail in the user's language; an unknown one reads 'Something went wrong'. */
export function translateApiDetail(
  t: Translate,
  detail: ErrorDetail,
  options: ApiErrorTextOptions = {},
): string {
  return knownApiDetail(t, detail, options) ?? t(options.fallback ?? 'errors.somethingWentWrong');
}

/**
 * What went wrong, for the user: each validation detail translated, else what the code means, else
 * the fallback. Never the API's English, never a browser's "Failed to fetch".
 */
export function apiErrorMessages(t: Translate, error: unknown, options: ApiErrorTextOptions = {}): string[] {
  if (error instanceof StepFailed)
    return apiErrorMessages(t, error.cause, { ...options, fallback: error.key });
  const fallback = t(options.fallback ?? 'errors.somethingWentWrong');
  if (!(error instanceof ApiError)) return [fallback];
  const texts = new Set<string>();
  for (const detail of error.envelope?.details ?? []) {
    const text = knownApiDetail(t, detail, options);
    if (text) texts.add(text);
  }
  if (texts.size === 0) {
    const codeKey = CODE_KEYS[error.code as ErrorCode];
    texts.add(codeKey ? t(codeKey) : fallback);
  }
  return [...texts];
}
