import { LIMITS, passwordProblemCode } from '@app/contracts';
import { isGuessableByContext } from '@app/contracts/password-context';
import type { Translate } from '@app/i18n';

/*
 * The checks of a new password, with the spec's texts (section 5), the same rules the API applies;
 * apart from errors.ts so that the sign-in page does not load the context word lists.
 */

/**
 * The composition rules, then what the server would refuse as guessable from the context (the
 * site's name, the main places, keyboard walks, the person's own name or e-mail: issue 31).
 */
export function newPasswordError(
  t: Translate,
  password: string,
  person: { email?: string | undefined; name?: string | undefined } = {},
): string | undefined {
  const problem = passwordProblemCode(password);
  if (!problem) {
    return isGuessableByContext(password, person) ? t('auth.validation.passwordTooCommon') : undefined;
  }
  if (problem === 'PASSWORD_CLASSES') return t('auth.validation.passwordClasses');
  if (problem === 'PASSWORD_TOO_LONG') {
    return t('auth.validation.passwordTooLong', { count: LIMITS.passwordMaxLength });
  }
  return t('auth.validation.passwordLength', { min: LIMITS.passwordMinLength });
}

export function confirmError(t: Translate, password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : t('auth.validation.passwordsDoNotMatch');
}
