import { LIMITS } from './constants.ts';
import type { ErrorDetailCode } from './errors.ts';

/**
 * The account rules the sign-up and sign-in forms check in the browser, without zod: a module
 * with schemas brings zod into the page's JavaScript, and zod probes `new Function` there, which
 * the CSP (rightly) refuses. The schemas in auth.ts are built from the same pieces.
 * The English messages are the spec's texts (section 5); the web form and the API share them.
 */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMinLength} characters long`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMaxLength} characters long`,
  passwordClasses: 'Password must contain uppercase and lowercase letters and numbers',
  passwordTooCommon: 'Password is too common, please choose a less predictable one',
  passwordsDoNotMatch: 'Passwords do not match',
  agreementRequired: 'You must agree to the Privacy Policy and Terms of Service to continue',
  nameRequired: 'Name is required',
  nameTooLong: `Name is too long (maximum ${LIMITS.displayNameMax} characters)`,
  invalidCredentials: 'Invalid credentials',
  captchaRequired: 'Captcha verification is required',
  emailNotVerified: 'Email not verified',
  emailTaken: 'An account with this email already exists',
  invalidToken: 'The link has expired or is invalid',
  alreadyVerified: 'Email already verified',
  resendCooldown: 'Please wait before requesting another email',
  googleNotConfigured: 'Google sign-in is not configured',
  googleFailed: 'Google sign-in failed',
} as const;

/** The review form's fixed messages (spec section 5) that are not a check of their own. */
export const REVIEW_MESSAGES = {
  termsRequired: 'You must agree to the terms',
  invalidDate: 'Choose a valid date',
} as const;

/** zod's own e-mail pattern, named so that the schema and the browser check cannot drift apart. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What emailSchema accepts: trimmed and lower-cased, at most LIMITS.emailMax, EMAIL_PATTERN. */
export function isValidEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email);
}

/** Spec section 5: upper case, lower case and a digit; the minimum length is ours (LIMITS). */
export function passwordProblemCode(
  password: string,
): Extract<ErrorDetailCode, 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_CLASSES'> | null {
  if (password.length < LIMITS.passwordMinLength) return 'PASSWORD_TOO_SHORT';
  if (password.length > LIMITS.passwordMaxLength) return 'PASSWORD_TOO_LONG';
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return 'PASSWORD_CLASSES';
  }
  return null;
}

/**
 * The API's English message for passwordProblemCode's answer (the schema's refinement). Read in the
 * function, not from a table built at load: a bundler keeps a module-level table's property reads,
 * and with them every message, in each page that imports anything from this package.
 */
export function passwordProblem(password: string): string | null {
  const code = passwordProblemCode(password);
  if (code === 'PASSWORD_TOO_SHORT') return AUTH_MESSAGES.passwordTooShort;
  if (code === 'PASSWORD_TOO_LONG') return AUTH_MESSAGES.passwordTooLong;
  if (code === 'PASSWORD_CLASSES') return AUTH_MESSAGES.passwordClasses;
  return null;
}
