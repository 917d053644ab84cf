import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { oneTimeTokens } from './schema.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** ours: a verification link stays valid a day; a reset link an hour (it grants the account). */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Creates a single-use token; only its hash is stored, the secret goes into the e-mail link. */
export async function issueOneTimeToken(db: Pick<Db, 'insert'>, userId: string, purpose: TokenPurpose) {
  const token = createOpaqueToken();
  await db.insert(oneTimeTokens).values({
    id: uuidv7(),
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Marks a token used and answers its user, in one statement, so two clicks on the same link
 * cannot both succeed. Unknown, expired, used or wrong-purpose tokens answer null.
 */
export async function consumeOneTimeToken(
  db: Pick<Db, 'update'>,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** When the latest token of this purpose was issued to the user (cooldowns derive from it). */
export async function latestTokenIssuedAt(
  db: Pick<Db, 'select'>,
  userId: string,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeTokens.createdAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Retires every unused token of this purpose (after a reset, older reset links must not work). */
export async function retireUserTokens(db: Pick<Db, 'update'>, userId: string, purpose: TokenPurpose) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}
