import {
  createReviewBodySchema,
  detailCodeFor,
  ERROR_CODES,
  ERROR_DETAIL_CODES,
  type ErrorCode,
  type ErrorDetail,
  LIMITS,
  updateReviewBodySchema,
} from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { ApiError, StepFailed } from './api';
import { apiErrorMessages, CODE_KEYS, knownApiDetail, translateApiDetail } from './api-errors';

const en = translatorFor('en');
const ru = translatorFor('ru');
const ka = translatorFor('ka');

/** The 400 the API sends for a body that fails its schema (plugins/error-handler.ts). */
function validationError(
  schema: typeof createReviewBodySchema | typeof updateReviewBodySchema,
  body: object,
) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  // As the server's error handler does: the schema's code for each issue.
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
    code: detailCodeFor(issue.message, (issue as { params?: { code?: unknown } }).params),
  }));
  return new ApiError(400, 'VALIDATION_FAILED', details[0]!.message, {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: details[0]!.message,
    details,
  });
}

const now = new Date();
const nextMonth = { month: ((now.getUTCMonth() + 1) % 12) + 1, year: now.getUTCFullYear() + 1 };
const valid = {
  placeId: '0190a000-0000-7000-8000-000000000001',
  aspects: { noise: { rating: 4 } },
  livedFrom: { month: 1, year: 2020 },
  livedTo: null,
  agreedToTerms: true,
  captcha: 'solved',
};

describe('API errors in the user’s language (review form, sign-up)', () => {
  it('translates every spec-text validation detail the review schema produces', () => {
    const cases: Array<[object, string[]]> = [
      [{ ...valid, aspects: {} }, [ru('form.error.ratingRequired')]],
      [{ ...valid, agreedToTerms: false }, [ru('form.error.termsRequired')]],
      [{ ...valid, captcha: '' }, [ru('form.captchaError')]],
      [
        { ...valid, aspects: { noise: { rating: 9 } } },
        [ru('form.error.invalidRating', { aspect: 'Тишина' })],
      ],
      [
        { ...valid, aspects: { noise: { rating: 3, comment: 'x'.repeat(LIMITS.aspectCommentMax + 1) } } },
        [ru('form.error.commentTooLong', { aspect: 'Тишина', count: LIMITS.aspectCommentMax })],
      ],
      [{ ...valid, livedFrom: nextMonth }, [ru('form.error.periodStartFuture')]],
      [
        { ...valid, livedFrom: { month: 5, year: 2021 }, livedTo: { month: 4, year: 2021 } },
        [ru('form.error.periodOrder')],
      ],
      [{ ...valid, publishAt: '2001-01-01' }, [ru('form.error.publishDatePast')]],
    ];
    const aspectLabel = (name: string) => ru(`aspect.apartment.${name}` as 'aspect.apartment.noise');
    for (const [body, expected] of cases) {
      const error = validationError(createReviewBodySchema, body);
      const texts = apiErrorMessages(ru, error, { aspectLabel });
      expect(texts).toEqual(expected);
      // Never the API's English, never the generic fallback for a known rule.
      for (const detail of error.envelope?.details ?? []) expect(texts).not.toContain(detail.message);
      expect(texts).not.toContain(ru('errors.somethingWentWrong'));
    }
    const future = validationError(updateReviewBodySchema, { livedTo: nextMonth });
    expect(apiErrorMessages(ka, future)).toEqual([ka('form.error.periodEndFuture')]);
  });

  it('reads the comment limit from the contracts and the aspect from the field, in plural form', () => {
    const detail = { field: 'aspects.noise.comment', message: 'ignored', code: 'ASPECT_COMMENT_TOO_LONG' };
    expect(knownApiDetail(en, detail, { aspectLabel: () => 'Quietness' })).toBe(
      `Comment too long for aspect Quietness (maximum ${LIMITS.aspectCommentMax.toLocaleString('en')} characters)`,
    );
    expect(
      knownApiDetail(ru, { ...detail, message: 'Comment too long for aspect noise (maximum 21 characters)' }),
    ).toBe(ru('form.error.commentTooLong', { aspect: 'noise', count: LIMITS.aspectCommentMax }));
  });

  it('translates refusals by code, never by message, and falls back to a translated generic text', () => {
    const locked = new ApiError(403, 'REVIEW_LOCKED', 'This review is locked');
    expect(apiErrorMessages(ka, locked)).toEqual([ka('form.lockedError')]);
    const otherForbidden = new ApiError(403, 'FORBIDDEN', 'Some new refusal');
    expect(apiErrorMessages(ru, otherForbidden)).toEqual([ru('errors.forbidden')]);
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests, please try again later');
    expect(apiErrorMessages(ru, limited)).toEqual([ru('errors.rateLimited')]);
    expect(ru('errors.rateLimited')).not.toBe(limited.message);
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
    expect(apiErrorMessages(ka, offline)).toEqual([ka('errors.network')]);
    const photo = new ApiError(400, 'VALIDATION_FAILED', 'Unknown photo', {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Unknown photo',
      details: [
        { field: 'photoIds', message: 'A photo does not exist or is not yours', code: 'PHOTO_UNKNOWN' },
      ],
    });
    expect(apiErrorMessages(ru, photo)).toEqual([ru('form.error.unknownPhoto')]);
    const crash = new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    expect(apiErrorMessages(ru, crash)).toEqual([ru('errors.somethingWentWrong')]);
    expect(apiErrorMessages(ru, crash, { fallback: 'form.failed' })).toEqual([ru('form.failed')]);
    expect(apiErrorMessages(ka, new TypeError('Failed to fetch'))).toEqual([ka('errors.somethingWentWrong')]);
  });

  it('keeps translating sign-up details (the mechanism the auth screens share)', () => {
    const email = { field: 'email', message: 'Please enter a valid email address', code: 'INVALID_EMAIL' };
    expect(translateApiDetail(ru, email)).toBe(ru('auth.validation.email'));
    // The English text alone no longer means anything: only the code does.
    expect(translateApiDetail(ru, { ...email, code: 'invalid_format' })).toBe(
      ru('errors.somethingWentWrong'),
    );
    expect(translateApiDetail(ka, { field: 'x', message: 'An unknown rule' })).toBe(
      ka('errors.somethingWentWrong'),
    );
  });
});

describe('every error code has a text in every language', () => {
  const locales = { en, ru, ka };
  const generic = (t: typeof en) => [t('errors.somethingWentWrong'), t('form.failed')];

  it.each(ERROR_DETAIL_CODES)('detail %s', (code) => {
    for (const [locale, t] of Object.entries(locales)) {
      const text = knownApiDetail(t, { field: 'aspects.noise.rating', message: 'English', code });
      expect(text, `${code} in ${locale}`).toBeTruthy();
      expect(text, `${code} in ${locale}`).not.toMatch(/[{}]/);
      expect(generic(t), `${code} in ${locale}`).not.toContain(text);
    }
  });

  // Codes that only say what kind of failure it was: the screen's own fallback explains them. Every
  // other code is specific and needs a text, so a new code in contracts needs one too.
  const GENERIC: ErrorCode[] = [
    'VALIDATION_FAILED',
    'BAD_REQUEST',
    'ROUTE_NOT_FOUND',
    'NOT_FOUND',
    'REQUEST_TIMEOUT',
    'CONFLICT',
    'IDEMPOTENCY_KEY_IN_USE',
    'IDEMPOTENCY_KEY_REUSED',
    'UNSUPPORTED_MEDIA_TYPE',
    'REQUEST_HEADERS_TOO_LARGE',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ];
  const specific = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => !GENERIC.includes(code));
  it.each(specific)('code %s', (code) => {
    expect(CODE_KEYS[code], code).toBeDefined();
    for (const [locale, t] of Object.entries(locales)) {
      const [text] = apiErrorMessages(t, new ApiError(ERROR_CODES[code], code, 'English'));
      expect(text, `${code} in ${locale}`).not.toBe('English');
      expect(generic(t), `${code} in ${locale}`).not.toContain(text);
      expect(text, `${code} in ${locale}`).not.toMatch(/[{}]/);
    }
  });
});

describe('a failed step of a longer action', () => {
  it('names the step when the cause has no text of its own, and lets a known code speak', () => {
    const t = translatorFor('ru');
    const serverDown = new ApiError(500, 'INTERNAL_ERROR', 'Internal Server Error');
    expect(
      apiErrorMessages(t, new StepFailed('auth.anonymous.failed', serverDown), { fallback: 'form.failed' }),
    ).toEqual([t('auth.anonymous.failed')]);
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests');
    expect(apiErrorMessages(t, new StepFailed('auth.anonymous.failed', limited))).toEqual([
      t('errors.rateLimited'),
    ]);
  });
});
