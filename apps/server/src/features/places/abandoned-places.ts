import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Db, databaseErrorCode } from '../../db/client.ts';
import { places } from './schema.ts';

/**
 * Buildings and flats are created by the review form before the review exists (`POST
 * /places/details/for-reviews`); when no review follows, the row is junk. Such a place is never
 * public (no published review: `isPublicPlace`), and after this long it is deleted.
 */
export const ABANDONED_PLACE_HOURS = 24;

/**
 * Buildings and flats older than `olderThan` with no published review and no flat inside: the
 * candidates for deletion, oldest first. A held or scheduled review keeps its place; the caller
 * asks the reviews feature which candidates have any review at all.
 */
export async function findAbandonedPlaces(db: Pick<Db, 'select'>, olderThan: Date, limit: number) {
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .where(
      and(
        inArray(places.kind, ['apartment', 'building']),
        sql`${places.reviewCount} = 0`,
        isNull(places.geonamesId),
        lt(places.createdAt, olderThan),
        sql`not exists (select 1 from places c where c.parent_id = ${places.id})`,
      ),
    )
    .orderBy(asc(places.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Deletes the places, each on its own: one that gained a review or a flat since it was found (a
 * foreign key says no) is kept. Answers how many were deleted.
 */
export async function deletePlaces(db: Db, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const id of ids) {
    try {
      const rows = await db
        .delete(places)
        .where(and(sql`${places.id} = ${id}`, sql`${places.reviewCount} = 0`))
        .returning({ id: places.id });
      deleted += rows.length;
    } catch (error) {
      if (databaseErrorCode(error) !== '23503') throw error;
    }
  }
  return deleted;
}
