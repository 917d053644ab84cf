import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { placeWatches } from './schema.ts';
import { findWatchByToken } from './watch-tokens.ts';

/**
 * An unsubscribe link (the mail's, or RFC 8058's one-click POST): the watch ends, with its notices
 * and links. No sign-in: the secret is the proof. A forged, expired or confirmation secret finds
 * nothing and changes nothing.
 */
export async function unsubscribeWatch(db: Db, token: string): Promise<void> {
  const watchId = await findWatchByToken(db, token, 'unsubscribe');
  if (!watchId) throw new AppError('WATCH_LINK_INVALID', 'This link is not valid');
  await db.delete(placeWatches).where(eq(placeWatches.id, watchId));
}

/** The signed-in watcher stops one of their watches; another's id is answered as unknown. */
export async function deleteOwnWatch(db: Db, options: { userId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(placeWatches)
    .where(and(eq(placeWatches.id, options.id), eq(placeWatches.userId, options.userId)))
    .returning({ id: placeWatches.id });
  if (deleted.length === 0) throw new AppError('WATCH_NOT_FOUND', 'Watch not found');
}
