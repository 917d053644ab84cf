import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { buildingAddressOf } from '../places/index.ts';
import { watchReaders } from './watch-readers.ts';

/** What the watches need of a review that has just been published. */
export interface PublishedReview {
  id: string;
  authorId: string;
  placeId: string;
  buildingId: string | null;
  districtId: string | null;
  cityId: string | null;
  hideAuthor: boolean;
}

/** The next UTC midnight: a nameless review is told of on the day after it, as lists date it by day. */
const nextUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/**
 * Called in the transaction that publishes a review, wherever that happens (a new review, a
 * scheduled one coming due, one released by a moderator, an edit that drops its schedule): address
 * watches of its building become watches of the building, and every confirmed watch of the review's
 * place or a place around it (building, district, city) gets a notice for the mailer
 * (sendDueWatchMails). The author is never told of their own review, as an account or by their
 * address; a review published again after a hide is not told twice (one notice per watch and review).
 */
export async function noteReviewPublished(db: Executor, review: PublishedReview): Promise<void> {
  // Address watches of its building (by city and normalized address) become watches of the building.
  const building = review.buildingId ? await buildingAddressOf(db, review.buildingId) : undefined;
  if (review.buildingId && building && building.cityId !== null && building.normalizedAddress !== null) {
    const sameAddress = sql`w.city_id = ${building.cityId}::uuid and w.address_key = ${building.normalizedAddress}`;
    await db.execute(sql`
      update place_watches w
         set place_id = ${review.buildingId}::uuid, city_id = null, address_key = null, address_text = null
       where ${sameAddress}
         and not exists (
           select 1 from place_watches o
            where o.place_id = ${review.buildingId}::uuid
              and (o.user_id = w.user_id or o.email = w.email))`);
    // Whoever watched both the address and the building keeps the building's watch.
    await db.execute(sql`delete from place_watches w where ${sameAddress}`);
  }
  const placeIds = [review.placeId, review.buildingId, review.districtId, review.cityId].filter(
    (id): id is string => id !== null,
  );
  const now = new Date();
  const dueAt = review.hideAuthor ? nextUtcDay(now) : now;
  const authorEmail =
    (await watchReaders().contacts(db, [review.authorId])).get(review.authorId)?.email ?? null;
  await db.execute(sql`
    insert into place_watch_notices (watch_id, review_id, due_at)
    select w.id, ${review.id}::uuid, ${dueAt.toISOString()}::timestamptz
      from place_watches w
     where w.place_id = any(${`{${placeIds.join(',')}}`}::uuid[])
       and w.confirmed_at is not null
       and w.user_id is distinct from ${review.authorId}::uuid
       and (w.email is null or w.email is distinct from ${authorEmail})
    on conflict do nothing`);
}
