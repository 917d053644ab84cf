import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type Locale } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from './passwords.ts';
import { users } from './schema.ts';
import { createSession } from './sessions.ts';

/**
 * E-mail and password sign-in. An unknown e-mail and a wrong password give the same 401 after
 * the same work (see verifyPassword), so the answer does not tell which addresses have accounts.
 */
export async function signInWithEmail(
  db: Db,
  options: { email: string; password: string; requireVerified: boolean },
) {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(users.email, options.email))
    .limit(1);
  const matches = await verifyPassword(user?.passwordHash, options.password);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  if (user.bannedAt) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
  if (options.requireVerified && !user.isVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  const session = await createSession(db, user.id);
  return { userId: user.id, token: session.token };
}

/** Spec section 6: a visitor may write reviews without an account; this gives them one. */
export async function signInAnonymously(db: Db, options: { language: Locale }) {
  // A random id: a time-ordered one would date the account, and with it what it writes.
  const userId = randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, isAnonymous: true, language: options.language });
    const session = await createSession(tx, userId);
    return { userId, token: session.token };
  });
}
