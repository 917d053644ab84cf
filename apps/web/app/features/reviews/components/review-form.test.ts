import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api';
import { emptyReviewValues, refusalCauses, refusalStands, refusedPart } from './review-form';

const refusal = (details?: { field: string; message: string }[]) =>
  new ApiError(400, 'VALIDATION_ERROR', 'Invalid request', {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: 'Invalid request',
    ...(details ? { details } : {}),
  });

describe("a refused publish's message", () => {
  const refused = { ...emptyReviewValues(), aspects: { general: { rating: 4 } } };

  it('stays while a fresh captcha solves itself, and goes once the person changes the form', () => {
    const causes = refusalCauses(new ApiError(429, 'RATE_LIMITED', 'Too many requests'));
    expect(causes).not.toContain('captcha');
    expect(refusalStands(refused, { ...refused, captcha: 'token' }, causes)).toBe(true);
    expect(refusalStands(refused, { ...refused, agreed: true }, causes)).toBe(false);
    expect(refusalCauses(new Error('offline'))).toEqual(causes);
  });

  it('goes only when the field it names changes', () => {
    const period = refusalCauses(
      refusal([{ field: 'livedTo', message: 'The living period must end after it starts' }]),
    );
    expect(period).toEqual(['livedTo', 'stillLiving', 'yearsOnly']);
    expect(refusalStands(refused, { ...refused, agreed: true }, period)).toBe(true);
    expect(refusalStands(refused, { ...refused, stillLiving: true }, period)).toBe(false);

    const captcha = refusalCauses(
      refusal([{ field: 'captcha', message: 'Captcha verification is required' }]),
    );
    expect(captcha).toEqual(['captcha']);
    expect(refusalStands(refused, { ...refused, captcha: 'token' }, captcha)).toBe(false);
    expect(refusalCauses(refusal([{ field: 'aspects.noise.rating', message: 'x' }]))).toEqual(['aspects']);
    // A field the form does not know: any change by the person answers it.
    expect(refusalCauses(refusal([{ field: 'somethingNew', message: 'x' }]))).toContain('money');
  });

  it('stands beside the part of the form it is about, else near Publish', () => {
    const part = (...details: { field: string; message: string }[]) =>
      refusedPart(refusalCauses(refusal(details)));
    expect(part({ field: 'livedTo', message: 'x' }, { field: 'periodPrecision', message: 'y' })).toBe(
      'period',
    );
    expect(part({ field: 'aspects.noise.rating', message: 'x' })).toBe('aspects');
    expect(part({ field: 'rent.amount', message: 'x' }, { field: 'utilities.winter', message: 'y' })).toBe(
      'money',
    );
    expect(part({ field: 'photoIds.0', message: 'x' })).toBe('photos');
    expect(part({ field: 'publishAt', message: 'x' })).toBe('publishDate');
    expect(part({ field: 'captcha', message: 'x' })).toBe('captcha');
    // Two parts, or none named: near Publish.
    expect(part({ field: 'rent.amount', message: 'x' }, { field: 'photoIds', message: 'y' })).toBeNull();
    expect(refusedPart(refusalCauses(new ApiError(429, 'RATE_LIMITED', 'Too many requests')))).toBeNull();
  });
});
