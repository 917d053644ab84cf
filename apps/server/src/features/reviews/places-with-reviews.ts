import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from './schema.ts';

/** The places among `placeIds` that hold a review in any status (held and scheduled ones too). */
export async function placesWithReviews(db: Pick<Db, 'selectDistinct'>, placeIds: readonly string[]) {
  if (placeIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ placeId: reviews.placeId })
    .from(reviews)
    .where(inArray(reviews.placeId, [...placeIds]));
  return new Set(rows.map((row) => row.placeId));
}
