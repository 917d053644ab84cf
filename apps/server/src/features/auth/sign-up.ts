import { AUTH_MESSAGES, type Locale } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueVerificationEmail } from './account-emails.ts';
import { upgradeOrCreateUser } from './account-upgrade.ts';
import { assertUncommonPassword, hashPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

/** A unique index said no (two sign-ups with one e-mail at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface SignUpWithEmailOptions {
  email: string;
  password: string;
  name: string;
  language: Locale;
  timezone?: string | undefined;
  /** The anonymous account of the caller, if any: it becomes the new account and keeps its reviews. */
  anonymousUserId?: string | null;
  publicUrl: string;
}

/**
 * Creates an e-mail account (or upgrades the caller's anonymous one), queues the verification
 * e-mail and opens a session. The e-mail is unverified until the link is followed.
 */
export async function signUpWithEmail(db: Db, options: SignUpWithEmailOptions) {
  assertUncommonPassword(options.password);
  const passwordHash = await hashPassword(options.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, options.email))
        .limit(1);
      if (taken) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
      const profile = {
        email: options.email,
        passwordHash,
        name: options.name,
        language: options.language,
        // Maps speak the language the visitor signed up in, not English.
        mapsLanguage: options.language,
        authProvider: 'email',
        isAnonymous: false,
        isVerified: false,
        updatedAt: new Date(),
        ...(options.timezone ? { timezone: options.timezone } : {}),
      };
      const userId = await upgradeOrCreateUser(tx, profile, options.anonymousUserId);
      await queueVerificationEmail(
        tx,
        { id: userId, email: options.email, name: options.name, language: options.language },
        options.publicUrl,
      );
      const session = await createSession(tx, userId);
      return { userId, token: session.token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
