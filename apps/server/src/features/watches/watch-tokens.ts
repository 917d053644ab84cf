import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { placeWatchTokens } from './schema.ts';

export type WatchTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * How long a link works. A confirmation is asked for now; an unsubscribe link is in every mail
 * and must still work when an old mail is found again (a new one comes with each mail).
 */
const LIFETIME_DAYS: Record<WatchTokenPurpose, number> = { confirm: 7, unsubscribe: 365 };
export const CONFIRM_DAYS = LIFETIME_DAYS.confirm;

/** A new secret for one purpose of one watch; only its SHA-256 is stored (as sessions' tokens). */
export async function issueWatchToken(
  db: Executor,
  watchId: string,
  purpose: WatchTokenPurpose,
): Promise<string> {
  const token = createOpaqueToken();
  await db.insert(placeWatchTokens).values({
    tokenHash: hashToken(token),
    watchId,
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_DAYS[purpose] * 86_400_000),
  });
  return token;
}

/**
 * The watch a link's secret was issued for, if it is known, unexpired and of this purpose: a
 * confirmation link never unsubscribes and the reverse, and a forged one finds nothing.
 */
export async function findWatchByToken(
  db: Executor,
  token: string,
  purpose: WatchTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ watchId: placeWatchTokens.watchId })
    .from(placeWatchTokens)
    .where(
      and(
        eq(placeWatchTokens.tokenHash, hashToken(token)),
        eq(placeWatchTokens.purpose, purpose),
        gt(placeWatchTokens.expiresAt, new Date()),
      ),
    );
  return row?.watchId ?? null;
}
