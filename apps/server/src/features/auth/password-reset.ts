import { AUTH_MESSAGES } from '@app/contracts';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { queuePasswordResetEmail } from './account-emails.ts';
import { consumeOneTimeToken, latestTokenIssuedAt, retireUserTokens } from './one-time-tokens.ts';
import { assertUncommonPassword, hashPassword } from './passwords.ts';
import { users } from './schema.ts';
import { createSession, revokeUserSessions } from './sessions.ts';

/** ours: at most one reset e-mail a minute per account, so the form cannot flood an inbox. */
const RESET_MAIL_GAP_MS = 60_000;

/**
 * Queues a reset link when the e-mail belongs to an e-mail (password) account. The caller answers the same
 * either way, so the form does not reveal which addresses are registered.
 */
export async function requestPasswordReset(db: Db, options: { email: string; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.email, options.email),
          // An e-mail account whose unverified password was dropped by a Google takeover
          // (google-sign-in.ts) has no hash but may set one through the link.
          or(isNotNull(users.passwordHash), eq(users.authProvider, 'email')),
        ),
      )
      .for('update')
      .limit(1);
    if (!user?.email || user.bannedAt) return;
    const last = await latestTokenIssuedAt(tx, user.id, 'reset_password');
    if (last && Date.now() - last.getTime() < RESET_MAIL_GAP_MS) return;
    await queuePasswordResetEmail(
      tx,
      {
        id: user.id,
        email: user.email,
        name: user.name,
        language: user.language,
      },
      options.publicUrl,
    );
  });
}

/**
 * Sets a new password from a reset link. Every existing session of the account is revoked (a
 * reset is what you do when someone else may be signed in) and a fresh one is returned. Following
 * the link also proves the e-mail address, so the account becomes verified.
 */
export async function resetPasswordWithToken(db: Db, options: { token: string; password: string }) {
  await assertUncommonPassword(db, options.password, {});
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, options.token, 'reset_password');
    if (!userId) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
    // The account's own name and e-mail: the token is not spent when the password is refused (the
    // transaction rolls back), so the reader can choose another on the same link.
    const [person] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    await assertUncommonPassword(tx, options.password, person ?? {});
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await retireUserTokens(tx, userId, 'reset_password');
    await revokeUserSessions(tx, userId);
    const session = await createSession(tx, userId);
    return { userId, token: session.token };
  });
}
