import { AUTH_MESSAGES, LIMITS } from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { translateApiDetail } from '../../lib/api-errors';
import { newPasswordError, signInErrorKey } from './errors';

describe('new password checks in the user’s language', () => {
  const strong = (length: number) => `Aa1${'x'.repeat(length - 3)}`;

  it('says a too long password is too long, not too short', () => {
    const en = translatorFor('en');
    expect(newPasswordError(en, strong(LIMITS.passwordMaxLength + 1))).toBe(
      `Password must be at most ${LIMITS.passwordMaxLength} characters long`,
    );
    expect(newPasswordError(translatorFor('ru'), strong(LIMITS.passwordMaxLength + 1))).toBe(
      `Пароль должен быть не длиннее ${LIMITS.passwordMaxLength} символов`,
    );
    expect(newPasswordError(translatorFor('ka'), strong(LIMITS.passwordMaxLength + 1))).toBe(
      `პაროლი უნდა შედგებოდეს მაქსიმუმ ${LIMITS.passwordMaxLength} სიმბოლოსგან`,
    );
    expect(newPasswordError(en, strong(LIMITS.passwordMaxLength))).toBeUndefined();
    expect(newPasswordError(en, 'Aa1')).toBe(
      `Password must be at least ${LIMITS.passwordMinLength} characters long`,
    );
  });

  it('translates the API’s own too-long detail the same way', () => {
    const ru = translatorFor('ru');
    expect(translateApiDetail(ru, AUTH_MESSAGES.passwordTooLong)).toBe(
      newPasswordError(ru, strong(LIMITS.passwordMaxLength + 1)),
    );
  });
});

describe('sign-in failures', () => {
  it('asks for the captcha (not "authentication failed") when the API requires one', () => {
    const error = new ApiError(403, 'CAPTCHA_REQUIRED', AUTH_MESSAGES.captchaRequired);
    expect(signInErrorKey(error)).toBe('auth.signIn.captchaRequired');
    expect(signInErrorKey(new ApiError(403, 'FORBIDDEN', 'Account suspended'))).toBe('auth.error.authFailed');
  });
});

describe('common passwords', () => {
  it('are refused in the page’s language', () => {
    expect(translateApiDetail(translatorFor('ru'), AUTH_MESSAGES.passwordTooCommon)).toBe(
      'Этот пароль слишком распространён, придумайте менее предсказуемый',
    );
  });
});
