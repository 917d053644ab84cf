import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { sessions, users } from './schema.ts';

/** Sessions last 30 days from the last use (sliding), so active users stay signed in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * …but never longer than this from the sign-in (issue 20): a stolen token does not last for ever by
 * being used. Anonymous accounts are exempt: their session is their only way in, with no password
 * to sign in again, so ending it would take their reviews from them.
 */
export const SESSION_ABSOLUTE_TTL_DAYS = 90;
/** Refresh last_used_at/expires_at at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type { SessionUser } from '../../lib/session-user.ts';

export async function createSession(
  db: Pick<Db, 'insert'>,
  userId: string,
): Promise<{ token: string; sessionId: string }> {
  const token = createOpaqueToken();
  const sessionId = uuidv7();
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, sessionId };
}

/** Where a session is used from, as the sessions list shows it (coarse, see lib/device-label.ts). */
export interface SessionOrigin {
  device: string | null;
  place: string | null;
}

/**
 * The user behind a bearer token, or null when the token is unknown, expired or revoked. The
 * session's device and place follow its latest use (written with the hourly touch, or at once when
 * they change).
 */
export async function findSessionUser(
  db: Db,
  token: string,
  origin: SessionOrigin = { device: null, place: null },
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      device: sessions.device,
      place: sessions.place,
      id: users.id,
      isAnonymous: users.isAnonymous,
      isVerified: users.isVerified,
      authProvider: users.authProvider,
      role: users.role,
      bannedAt: users.bannedAt,
      accountCreatedAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        or(
          eq(users.isAnonymous, true),
          gt(sessions.createdAt, sql`now() - make_interval(days => ${SESSION_ABSOLUTE_TTL_DAYS})`),
        ),
      ),
    )
    .limit(1);
  if (!row) return null;
  const device = origin.device ?? row.device;
  const place = origin.place ?? row.place;
  if (
    Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS ||
    device !== row.device ||
    place !== row.place
  ) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS), device, place })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    sessionId: row.sessionId,
    isAnonymous: row.isAnonymous,
    isVerified: row.isVerified,
    authProvider: row.authProvider,
    role: row.role as SessionUser['role'],
    isBanned: row.bannedAt !== null,
    accountCreatedAt: row.accountCreatedAt,
  };
}

/** The user's open sessions (not revoked, not expired), the most recently used first. */
export async function listSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      device: sessions.device,
      place: sessions.place,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
}

/** Ends one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeUserSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Ends every session of the user, this one included ("sign out everywhere"). */
export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Pick<Db, 'update'>, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere, optionally keeping the session that asked for it. */
export async function revokeUserSessions(db: Pick<Db, 'update'>, userId: string, exceptSessionId?: string) {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${exceptSessionId}`)
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(condition);
}

/** How long an expired or revoked session row stays before the minute's maintenance deletes it. */
export const ENDED_SESSION_KEEP_HOURS = 24;

/**
 * Ended sessions are not kept (each holds a device label and a country: docs/privacy-data.md):
 * deleted a day after they expired or were revoked. Runs with the other erasures every minute;
 * `now` is for tests.
 */
export async function purgeEndedSessions(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_KEEP_HOURS * 3_600_000);
  const expired = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, cutoff))
    .returning({ id: sessions.id });
  const revoked = await db
    .delete(sessions)
    .where(lt(sessions.revokedAt, cutoff))
    .returning({ id: sessions.id });
  return expired.length + revoked.length;
}
