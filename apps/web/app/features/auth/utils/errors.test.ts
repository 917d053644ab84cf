import { AUTH_MESSAGES, LIMITS } from '@app/contracts';
import { translatorFor } from '@app/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api';
import { translateApiDetail } from '../../../shared/lib/api-errors';
import { signInErrorKey } from './errors';
import { newPasswordError } from './new-password';

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
    const detail = { field: 'password', message: AUTH_MESSAGES.passwordTooLong, code: 'PASSWORD_TOO_LONG' };
    expect(translateApiDetail(ru, detail)).toBe(newPasswordError(ru, strong(LIMITS.passwordMaxLength + 1)));
  });
});

describe('sign-in failures', () => {
  it('asks for the captcha (not "authentication failed") when the API requires one', () => {
    const error = new ApiError(403, 'CAPTCHA_REQUIRED', AUTH_MESSAGES.captchaRequired);
    expect(signInErrorKey(error)).toBe('auth.signIn.captchaRequired');
    expect(signInErrorKey(new ApiError(403, 'ACCOUNT_SUSPENDED', 'Account suspended'))).toBe(
      'auth.error.authFailed',
    );
  });

  it('follows spec section 8 by code and status, whatever the message says', () => {
    const cases: Array<[number, string, string]> = [
      [401, 'INVALID_CREDENTIALS', 'auth.error.invalidCredentials'],
      [401, 'UNAUTHORIZED', 'auth.error.invalidCredentials'],
      [403, 'EMAIL_NOT_VERIFIED', 'auth.error.verifyEmail'],
      [403, 'FORBIDDEN', 'auth.error.authFailed'],
      [429, 'RATE_LIMITED', 'errors.somethingWentWrong'],
      [500, 'INTERNAL_ERROR', 'errors.somethingWentWrong'],
      [502, 'BAD_GATEWAY', 'errors.somethingWentWrong'],
      [503, 'SERVICE_UNAVAILABLE', 'errors.somethingWentWrong'],
      [504, 'GATEWAY_TIMEOUT', 'errors.somethingWentWrong'],
      [0, 'NETWORK_ERROR', 'errors.somethingWentWrong'],
      [400, 'VALIDATION_FAILED', 'auth.error.authFailed'],
    ];
    for (const [status, code, key] of cases) {
      // The message is deliberately misleading: only the code and the status count.
      expect(signInErrorKey(new ApiError(status, code, 'Email not verified')), code).toBe(key);
    }
  });
});

describe('sign-in failures without a code (spec section 8: the lowercased message)', () => {
  const uncoded = (status: number, message: string) =>
    new ApiError(status, 'HTTP_ERROR', message, { statusCode: status, message } as never);
  it.each([
    ['Wrong password', 'auth.error.invalidCredentials'],
    ['User not found', 'auth.error.invalidCredentials'],
    ['Email not found', 'auth.error.invalidCredentials'],
    ['Unauthorized', 'auth.error.invalidCredentials'],
    ['Invalid credentials', 'auth.error.invalidCredentials'],
    ['Email not verified', 'auth.error.verifyEmail'],
    ['Something else', 'auth.error.authFailed'],
  ])('a 400 saying "%s" reads %s', (message, key) => {
    expect(signInErrorKey(uncoded(400, message))).toBe(key);
  });
});

describe('common passwords', () => {
  it('are refused in the page’s language', () => {
    const detail = {
      field: 'password',
      message: AUTH_MESSAGES.passwordTooCommon,
      code: 'PASSWORD_TOO_COMMON',
    };
    expect(translateApiDetail(translatorFor('ru'), detail)).toBe(
      'Этот пароль слишком распространён, придумайте менее предсказуемый',
    );
  });
});

describe('passwords guessable from their context (issue 31, finding 8)', () => {
  const ru = translatorFor('ru');
  const tooCommon = ru('auth.validation.passwordTooCommon');
  it.each([
    ['Sofascout1', {}],
    ['Tbilisi2024', {}],
    ['Тбилиси2024', {}],
    ['Qwerty123!', {}],
    ['Eka.1990.1990', { name: 'Eka Beridze' }],
    ['Nino.b2026', { email: 'nino.b@example.com' }],
  ])('refuses %s before the form is sent, as the server would', (password, person) => {
    expect(newPasswordError(ru, password, person)).toBe(tooCommon);
  });
  it('accepts a password of other words, and says the composition rule first', () => {
    expect(
      newPasswordError(ru, 'Lantern-Harbor-2026', { name: 'Eka', email: 'eka@example.com' }),
    ).toBeUndefined();
    expect(newPasswordError(ru, 'tbilisi2024')).toBe(ru('auth.validation.passwordClasses'));
  });
});
