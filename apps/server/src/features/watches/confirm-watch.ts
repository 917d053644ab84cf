import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { placeWatches, placeWatchTokens } from './schema.ts';
import { nameWatchTargets } from './watch-names.ts';
import { findWatchByToken } from './watch-tokens.ts';

const invalidLink = () => new AppError('WATCH_LINK_INVALID', 'This link is not valid');

/**
 * Opens a confirmation link: the e-mail watch goes live. The link is spent (its row deleted); a
 * second click on it finds nothing and says so, and the watch stays as it is.
 */
export async function confirmWatch(db: Db, token: string): Promise<{ name: string; placeId: string | null }> {
  const watch = await db.transaction(async (tx) => {
    const watchId = await findWatchByToken(tx, token, 'confirm');
    if (!watchId) throw invalidLink();
    await tx.delete(placeWatchTokens).where(eq(placeWatchTokens.watchId, watchId));
    const [row] = await tx
      .update(placeWatches)
      .set({ confirmedAt: new Date() })
      .where(eq(placeWatches.id, watchId))
      .returning();
    return row!;
  });
  // In the language the watch was asked in, as its mails: the page that opens the link is in it too.
  const [name] = await nameWatchTargets(db, [watch], watch.language);
  return { name: name!, placeId: watch.placeId };
}
