import { AUTH_MESSAGES } from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';
import { isGuessableInContext } from './context-passwords.ts';

/** argon2id (algorithm 2; the library's const enum cannot be imported under type stripping). */
const ARGON2ID = 2;
/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20 ms here, costly for a GPU farm. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Refuses a new password that is on the common-password list (common-passwords.ts), or made of the
 * site's name, a place of Georgia, a keyboard walk or the person's own name or e-mail
 * (context-passwords.ts); the composition rules were checked by the request schema. Sign-up, reset
 * passwords go through it (staff passwords are the operator's: cli/admin.ts).
 */
export async function assertUncommonPassword(
  db: Pick<Db, 'execute'>,
  password: string,
  person: { email?: string | null | undefined; name?: string | null | undefined },
) {
  if (isCommonPassword(password) || (await isGuessableInContext(db, password, person))) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.passwordTooCommon, {
      details: [{ field: 'password', message: AUTH_MESSAGES.passwordTooCommon, code: 'PASSWORD_TOO_COMMON' }],
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account) it
 * still verifies against a dummy hash, so the answer takes as long as for a real account and
 * timing does not reveal which e-mails are registered.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for equal timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
