import { isValidEmail } from '@app/contracts';
import type { MessageKey, Translate } from '@app/i18n';
import { ApiError } from '../../../shared/lib/api';

/**
 * Spec section 8, the sign-in screen's mapping, read from the answer's code where the spec reads
 * the lowercased server message ('invalid credentials', 'email not verified'): the server sends
 * INVALID_CREDENTIALS and EMAIL_NOT_VERIFIED for exactly those. One refinement: 'email not
 * verified' is checked before the status, so an unverified account (a 403) is asked to verify
 * instead of being told only that authentication failed (docs/decisions/004).
 */
export function signInErrorKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'auth.error.authFailed';
  // Not a refusal: after several failed attempts the form shows a captcha (issue 20).
  if (error.code === 'CAPTCHA_REQUIRED') return 'auth.signIn.captchaRequired';
  if (error.code === 'EMAIL_NOT_VERIFIED') return 'auth.error.verifyEmail';
  if (error.status === 401) return 'auth.error.invalidCredentials';
  if (error.status === 403) return 'auth.error.authFailed';
  if ([429, 500, 502, 503, 504].includes(error.status) || error.status === 0)
    return 'errors.somethingWentWrong';
  if (error.code === 'INVALID_CREDENTIALS') return 'auth.error.invalidCredentials';
  // An answer without a code (a remote API of the spec's configurable base URL, a proxy): the spec's
  // lowercased messages. A coded answer is read by its code only.
  if (error.code !== 'HTTP_ERROR') return 'auth.error.authFailed';
  const message = error.message.trim().toLowerCase();
  if (message.includes('email not verified')) return 'auth.error.verifyEmail';
  if (CREDENTIALS_MESSAGES.some((text) => message.includes(text))) return 'auth.error.invalidCredentials';
  return 'auth.error.authFailed';
}

/** Spec section 8: server messages that mean the e-mail or the password is wrong. */
const CREDENTIALS_MESSAGES = [
  'invalid credentials',
  'unauthorized',
  'wrong password',
  'user not found',
  'email not found',
];

/** Client-side checks with the spec's texts (section 5), the same rules the API applies. */
export function emailError(t: Translate, email: string): string | undefined {
  return isValidEmail(email) ? undefined : t('auth.validation.email');
}
