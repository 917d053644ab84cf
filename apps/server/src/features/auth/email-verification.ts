import { AUTH_MESSAGES, LIMITS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueVerificationEmail } from './account-emails.ts';
import { consumeOneTimeToken, latestTokenIssuedAt } from './one-time-tokens.ts';
import { users } from './schema.ts';

/** Follows a verification link: marks the e-mail verified, once. */
export async function verifyEmailWithToken(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'verify_email');
    if (!userId) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
    await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    return { userId };
  });
}

/**
 * Sends a new verification e-mail. The spec's 120-second cooldown is enforced here, from the
 * time the latest link was issued (sign-up counts), under a row lock so two simultaneous requests
 * cannot both send.
 */
export async function resendVerificationEmail(db: Db, options: { userId: string; publicUrl: string }) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, options.userId)).for('update').limit(1);
    if (!user || user.isAnonymous || !user.email || user.authProvider !== 'email') {
      throw new AppError('BAD_REQUEST', 'This account has no email address to verify');
    }
    if (user.isVerified) throw new AppError('EMAIL_ALREADY_VERIFIED', AUTH_MESSAGES.alreadyVerified);
    const last = await latestTokenIssuedAt(tx, user.id, 'verify_email');
    if (last) {
      const elapsedMs = Date.now() - last.getTime();
      const leftSeconds = Math.ceil((LIMITS.resendCooldownSeconds * 1000 - elapsedMs) / 1000);
      if (leftSeconds > 0) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendCooldown, { retryAfterSeconds: leftSeconds });
      }
    }
    await queueVerificationEmail(
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
