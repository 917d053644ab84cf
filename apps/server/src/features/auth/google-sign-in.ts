import { AUTH_MESSAGES, type Locale } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { upgradeOrCreateUser } from './account-upgrade.ts';
import type { IdentityClaims } from './oidc-client.ts';
import { users } from './schema.ts';
import { createSession, revokeUserSessions } from './sessions.ts';
import { isUniqueViolation } from './sign-up.ts';

/**
 * Signs in (or up) with verified OpenID Connect claims. The account is found by the provider's
 * subject; failing that, an account with the same e-mail is linked, but only when the provider
 * vouches for the address (email_verified), or anyone could take over an account by creating a
 * provider account with its e-mail. If that account never verified its address, its password is
 * dropped and its sessions revoked (see below). Otherwise a new account is made, or the caller's
 * anonymous one is upgraded (it keeps its reviews).
 */
export async function signInWithGoogle(
  db: Db,
  options: {
    claims: IdentityClaims;
    language: Locale;
    timezone?: string | undefined;
    anonymousUserId?: string | null;
  },
) {
  const { claims } = options;
  try {
    return await db.transaction(async (tx) => {
      const [bySubject] = await tx
        .select({ id: users.id, bannedAt: users.bannedAt })
        .from(users)
        .where(eq(users.googleSubject, claims.subject))
        .limit(1);
      let userId = bySubject?.id;
      if (bySubject?.bannedAt) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
      if (!userId && claims.email && claims.emailVerified) {
        const [byEmail] = await tx
          .select({ id: users.id, bannedAt: users.bannedAt, isVerified: users.isVerified })
          .from(users)
          .where(eq(users.email, claims.email))
          .for('update')
          .limit(1);
        if (byEmail?.bannedAt) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
        if (byEmail) {
          // An unverified account with this address may have been registered by someone else
          // (anyone can sign up with any address): the address's proven owner takes it over, so
          // that person's password and sessions stop working. The owner can set a password by reset.
          const takeOver = !byEmail.isVerified;
          if (takeOver) await revokeUserSessions(tx, byEmail.id);
          await tx
            .update(users)
            .set({
              googleSubject: claims.subject,
              isVerified: true,
              updatedAt: new Date(),
              ...(takeOver ? { passwordHash: null } : {}),
            })
            .where(eq(users.id, byEmail.id));
          userId = byEmail.id;
        }
      }
      if (!userId) {
        const profile = {
          email: claims.email,
          name: claims.name,
          googleSubject: claims.subject,
          authProvider: 'google',
          isAnonymous: false,
          isVerified: claims.emailVerified,
          language: options.language,
          // Maps speak the language the visitor signed up in, not English.
          mapsLanguage: options.language,
          updatedAt: new Date(),
          ...(options.timezone ? { timezone: options.timezone } : {}),
        };
        userId = await upgradeOrCreateUser(tx, profile, options.anonymousUserId);
      }
      const session = await createSession(tx, userId);
      return { userId, token: session.token };
    });
  } catch (error) {
    // An unverified provider e-mail that an existing account already uses.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
