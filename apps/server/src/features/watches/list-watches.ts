import type { Locale, Watch } from '@app/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keyTypedAddress, loadPlaces } from '../places/index.ts';
import { WATCHES_PER_WATCHER } from './create-watch.ts';
import { placeWatches } from './schema.ts';
import { nameWatchTargets } from './watch-names.ts';

/**
 * The signed-in reader's own watches, newest first: all of them in one answer (at most
 * WATCHES_PER_WATCHER, from the user's index). Nobody else's are ever read.
 */
export async function listOwnWatches(db: Db, options: { userId: string; lang: Locale }): Promise<Watch[]> {
  const rows = await db
    .select()
    .from(placeWatches)
    .where(eq(placeWatches.userId, options.userId))
    .orderBy(desc(placeWatches.createdAt), desc(placeWatches.id))
    .limit(WATCHES_PER_WATCHER);
  const names = await nameWatchTargets(db, rows, options.lang);
  const cities = await nameWatchTargets(
    db,
    rows.map((row) => ({ placeId: row.cityId, cityId: null, addressText: null })),
    options.lang,
  );
  const kinds = await loadPlaces(
    db,
    rows.flatMap((row) => (row.placeId ? [row.placeId] : [])),
  );
  return rows.map((row, i) => ({
    id: row.id,
    place: row.placeId
      ? { id: row.placeId, name: names[i]!, kind: kinds.get(row.placeId)?.kind ?? 'building' }
      : null,
    address:
      row.placeId || !row.cityId
        ? null
        : { text: row.addressText ?? '', cityId: row.cityId, cityName: cities[i]! },
  }));
}

/** Whether the signed-in reader watches this place or typed address (their watch's id). */
export async function findOwnWatch(
  db: Db,
  options: {
    userId: string;
    placeId?: string | undefined;
    q?: string | undefined;
    cityId?: string | undefined;
  },
): Promise<string | null> {
  const mine = eq(placeWatches.userId, options.userId);
  const key = options.placeId ? null : await keyTypedAddress(db, { q: options.q!, cityId: options.cityId });
  const target = key
    ? and(eq(placeWatches.cityId, key.cityId), eq(placeWatches.addressKey, key.key))
    : eq(placeWatches.placeId, options.placeId!);
  const [row] = await db.select({ id: placeWatches.id }).from(placeWatches).where(and(mine, target));
  return row?.id ?? null;
}
