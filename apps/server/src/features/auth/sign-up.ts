import { AUTH_MESSAGES, isLocale, type Locale } from '@app/contracts';
import { and, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { queueAlreadyRegisteredEmail, queueSignUpEmail } from './account-emails.ts';
import { upgradeOrCreateUser } from './account-upgrade.ts';
import { assertUncommonPassword, hashPassword } from './passwords.ts';
import { pendingSignUps, signUpWatches, users } from './schema.ts';
import { createSession } from './sessions.ts';

/** A unique index said no (two sign-ups with one e-mail at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** ours: a sign-up link stays valid a day, like a verification link. */
export const SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000;

export interface SignUpWithEmailOptions {
  email: string;
  password: string;
  name: string;
  language: Locale;
  timezone?: string | undefined;
  /** The anonymous account of the caller, if any: completing the sign-up upgrades it in place. */
  anonymousUserId?: string | null;
  publicUrl: string;
  /** The starting browser's secret: it may then ask whether the sign-up was completed (issue 30). */
  watch?: string | undefined;
}

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Remembers the starting browser's secret, for a known address as for a new one: the watch of a
 * known address stays "pending" like that of a link nobody opened, so it tells nothing.
 */
async function recordWatch(tx: Executor, watch: string | undefined): Promise<string | null> {
  if (!watch) return null;
  const watchHash = hashToken(watch);
  const expiresAt = new Date(Date.now() + SIGN_UP_TTL_MS);
  await tx
    .insert(signUpWatches)
    .values({ watchHash, expiresAt })
    .onConflictDoUpdate({ target: signUpWatches.watchHash, set: { expiresAt } });
  return watchHash;
}

/**
 * An e-mail sign-up (decision 013). Whatever the address, the caller learns only that a mail went
 * out: a new address gets a pending sign-up and a link that completes it (nothing is an account
 * before that), a known address gets a mail telling its owner that they already have an account.
 * Both branches hash the password first and write one mail to the outbox, so neither the answer
 * nor its timing tells which it was.
 */
export async function signUpWithEmail(db: Db, options: SignUpWithEmailOptions): Promise<void> {
  await assertUncommonPassword(db, options.password, options);
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const watchHash = await recordWatch(tx, options.watch);
    const [owner] = await tx
      .select({ id: users.id, email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.email, options.email))
      .limit(1);
    if (owner) {
      await queueAlreadyRegisteredEmail(
        tx,
        {
          id: owner.id,
          email: options.email,
          name: owner.name,
          language: isLocale(owner.language) ? owner.language : options.language,
        },
        options.publicUrl,
      );
      return;
    }
    const token = createOpaqueToken();
    await tx.insert(pendingSignUps).values({
      id: uuidv7(),
      tokenHash: hashToken(token),
      email: options.email,
      passwordHash,
      name: options.name,
      language: options.language,
      timezone: options.timezone ?? null,
      anonymousUserId: options.anonymousUserId ?? null,
      watchHash,
      expiresAt: new Date(Date.now() + SIGN_UP_TTL_MS),
    });
    await queueSignUpEmail(
      tx,
      { email: options.email, name: options.name, language: options.language },
      token,
      options.publicUrl,
    );
  });
}

/**
 * Expired sign-ups are not kept: they hold an address and a password hash (docs/privacy-data.md).
 * Runs with the other erasures every minute.
 */
export async function purgeExpiredSignUps(db: Pick<Db, 'delete'>): Promise<number> {
  await db.delete(signUpWatches).where(lt(signUpWatches.expiresAt, sql`now()`));
  const gone = await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, sql`now()`))
    .returning({ id: pendingSignUps.id });
  return gone.length;
}

/**
 * Follows the link of a sign-up mail: creates the verified account, or upgrades the anonymous
 * account that signed up (same id: its reviews and points stay), and opens a session. A link works
 * once; using one retires every other pending sign-up of the address. If the address got an
 * account meanwhile, nothing is created and the answer says so (the caller owns the mailbox).
 */
export async function completeSignUp(db: Db, token: string) {
  try {
    return await db.transaction(async (tx) => {
      const [pending] = await tx
        .delete(pendingSignUps)
        .where(and(eq(pendingSignUps.tokenHash, hashToken(token)), gt(pendingSignUps.expiresAt, sql`now()`)))
        .returning();
      if (!pending) throw new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, pending.email))
        .limit(1);
      if (taken) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
      const language = isLocale(pending.language) ? pending.language : 'en';
      const userId = await upgradeOrCreateUser(
        tx,
        {
          email: pending.email,
          passwordHash: pending.passwordHash,
          name: pending.name,
          language,
          // Maps speak the language the visitor signed up in, not English.
          mapsLanguage: language,
          authProvider: 'email',
          isAnonymous: false,
          // Opening the link proved the address.
          isVerified: true,
          updatedAt: new Date(),
          ...(pending.timezone ? { timezone: pending.timezone } : {}),
        },
        pending.anonymousUserId,
      );
      const others = await tx
        .delete(pendingSignUps)
        .where(eq(pendingSignUps.email, pending.email))
        .returning({ watchHash: pendingSignUps.watchHash });
      // The browsers that started it (this one or another) learn it is done.
      const watched = [pending.watchHash, ...others.map((o) => o.watchHash)].filter((h): h is string => !!h);
      if (watched.length > 0)
        await tx
          .update(signUpWatches)
          .set({ completedAt: new Date() })
          .where(inArray(signUpWatches.watchHash, watched));
      const session = await createSession(tx, userId);
      return { userId, token: session.token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Whether the sign-up the asking browser started (its `watch` secret) was completed, here or on
 * another device (issue 30). Unknown, expired and known-address watches all answer "pending".
 */
export async function signUpStatus(db: Pick<Db, 'select'>, watch: string): Promise<'pending' | 'completed'> {
  const [row] = await db
    .select({ watchHash: signUpWatches.watchHash })
    .from(signUpWatches)
    .where(
      and(
        eq(signUpWatches.watchHash, hashToken(watch)),
        isNotNull(signUpWatches.completedAt),
        gt(signUpWatches.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ? 'completed' : 'pending';
}
