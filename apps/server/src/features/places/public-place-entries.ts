import type { Locale, PlaceDetails } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { idBound, idSliceStarts } from '../../lib/id-slices.ts';
import { loadPlaceDetails, PUBLIC_HOME } from './place-queries.ts';

/** A public place as a sitemap lists it. */
export interface PublicPlaceEntry {
  id: string;
  /** The day (W3C date) a published review inside it last changed. */
  lastModified: string;
}

/**
 * Places whose page a stranger can open and that have something to read: a published review inside
 * them and not hidden by a moderator (isPublicPlace's rule for homes, which cities and districts
 * with reviews meet too). `review_count` counts published reviews only, in their own transaction.
 */
const LISTED = PUBLIC_HOME;

/** The first id of every slice of `perSlice` listed places, in id order (places_public_id_idx). */
export function publicPlaceSliceStarts(db: Pick<Db, 'execute'>, perSlice: number): Promise<string[]> {
  return idSliceStarts(db, { table: sql.raw('places p'), id: sql.raw('p.id'), where: LISTED, perSlice });
}

/**
 * Listed places from `from` (inclusive) or after `after`, in id order. Dated by the day only:
 * the moment a place's reviews changed is the moment one was written, and a review without its
 * author is dated by its day wherever it shows.
 */
export async function listPublicPlaceEntries(
  db: Pick<Db, 'execute'>,
  options: { from?: string; after?: string; limit: number },
): Promise<PublicPlaceEntry[]> {
  const bound = idBound(sql.raw('p.id'), options);
  const rows = rowsOf<{ id: string; changedAt: Date | string }>(
    await db.execute(sql`
      select p.id, coalesce(p.reviews_changed_at, p.updated_at) as "changedAt" from places p
      where ${LISTED}${bound} order by p.id limit ${options.limit}`),
  );
  return rows.map((row) => ({
    id: row.id,
    lastModified: new Date(row.changedAt).toISOString().slice(0, 10),
  }));
}

/** A place as its page shows it to anyone (POST /places/details), or null when it is not public. */
export function getPublicPlace(
  db: Pick<Db, 'execute'>,
  id: string,
  lang: Locale,
): Promise<PlaceDetails | null> {
  return loadPlaceDetails(db, id, lang, { publicOnly: true });
}
