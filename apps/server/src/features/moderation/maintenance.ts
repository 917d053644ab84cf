import type { Db } from '../../db/client.ts';
import { ABANDONED_PLACE_HOURS, deletePlaces, findAbandonedPlaces, loadPlaces } from '../places/index.ts';
import { placesWithReviews, publishOneDueReview, purgeReviewRetention } from '../reviews/index.ts';
import { closeCase, purgeExpiredSnapshots, RETENTION } from '../screening/index.ts';

const BATCH = 100;

/**
 * Publishes scheduled reviews whose day has come, each in its own transaction (reviews'
 * `publishOneDueReview`), at most a batch per pass.
 */
export async function publishDueReviews(db: Db): Promise<number> {
  let published = 0;
  while (published < BATCH && (await db.transaction((tx) => publishOneDueReview(tx)))) published += 1;
  return published;
}

/**
 * Forgets what moderation may keep only for a while (docs/privacy-data.md): copies of removed
 * text in the log, the text of removed reviews, and the network hashes on reviews.
 */
export async function purgeExpired(db: Db) {
  const now = new Date();
  const snapshots = await purgeExpiredSnapshots(db, now);
  const networks = await purgeReviewRetention(db, {
    networkCutoff: new Date(now.getTime() - RETENTION.networkDays * 86_400_000),
    textCutoff: new Date(now.getTime() - RETENTION.snapshotDays * 86_400_000),
  });
  return { snapshots, networks };
}

/**
 * Deletes the buildings and flats that the review form created a day ago or more for a review that
 * never came (places/abandoned-places.ts); a place with a held or scheduled review stays.
 */
export async function purgeAbandonedPlaces(db: Db, now = new Date()): Promise<number> {
  const olderThan = new Date(now.getTime() - ABANDONED_PLACE_HOURS * 3_600_000);
  const candidates = await findAbandonedPlaces(db, olderThan, BATCH * 5);
  const inUse = await placesWithReviews(db, candidates);
  const unused = candidates.filter((id) => !inUse.has(id));
  const deleted = await deletePlaces(db, unused);
  // A deleted place leaves the queue too (an unknown street waiting to be named, issue 33).
  const left = deleted > 0 ? await loadPlaces(db, unused) : new Map();
  for (const id of unused) if (deleted > 0 && !left.has(id)) await closeCase(db, { type: 'place', id });
  return deleted;
}
