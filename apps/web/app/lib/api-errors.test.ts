import { createReviewBodySchema, type ErrorDetail, LIMITS, updateReviewBodySchema } from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { apiErrorMessages, knownApiMessage, translateApiDetail } from './api-errors';

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
  const details: ErrorDetail[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
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

  it('reads the comment limit and the aspect from the message, in plural form', () => {
    const message = 'Comment too long for aspect noise (maximum 2000 characters)';
    expect(knownApiMessage(en, message, { aspectLabel: () => 'Quietness' })).toBe(
      'Comment too long for aspect Quietness (maximum 2,000 characters)',
    );
    expect(knownApiMessage(ru, 'Comment too long for aspect noise (maximum 21 characters)')).toBe(
      'Комментарий к аспекту «noise» слишком длинный (не более 21 символа)',
    );
  });

  it('translates refusals by message, then by code, and falls back to a translated generic text', () => {
    const locked = new ApiError(403, 'FORBIDDEN', 'This review is locked');
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
      details: [{ field: 'photoIds', message: 'A photo does not exist or is not yours' }],
    });
    expect(apiErrorMessages(ru, photo)).toEqual([ru('form.error.unknownPhoto')]);
    const crash = new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    expect(apiErrorMessages(ru, crash)).toEqual([ru('errors.somethingWentWrong')]);
    expect(apiErrorMessages(ru, crash, { fallback: 'form.failed' })).toEqual([ru('form.failed')]);
    expect(apiErrorMessages(ka, new TypeError('Failed to fetch'))).toEqual([ka('errors.somethingWentWrong')]);
  });

  it('keeps translating sign-up details (the mechanism the auth screens share)', () => {
    expect(translateApiDetail(ru, 'Please enter a valid email address')).toBe(ru('auth.validation.email'));
    expect(translateApiDetail(ka, 'An unknown rule')).toBe(ka('errors.somethingWentWrong'));
  });
});
