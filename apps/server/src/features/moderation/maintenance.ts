import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationLog, reviewAspects, reviews } from '../../db/schema.ts';
import { anonymousTime } from '../../lib/anonymous-time.ts';
import { ABANDONED_PLACE_HOURS, deletePlaces, findAbandonedPlaces, loadPlaces } from '../places/index.ts';
import { placesWithReviews, setReviewStatus } from '../reviews/index.ts';
import { closeCase, logAction, RETENTION } from '../screening/index.ts';

const BATCH = 100;

/**
 * Publishes scheduled reviews whose day has come. Each review in its own transaction, claimed
 * with SKIP LOCKED so that several instances share the work without publishing one twice.
 * A review without an author is dated by the minute it went public, not by when it was written.
 */
export async function publishDueReviews(db: Db): Promise<number> {
  let published = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: reviews.id, hideAuthor: reviews.hideAuthor })
        .from(reviews)
        .where(and(eq(reviews.status, 'scheduled'), lte(reviews.publishAt, sql`now()`)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      const now = new Date();
      const at = due.hideAuthor ? anonymousTime(now) : now;
      await tx.update(reviews).set({ createdAt: at, updatedAt: at }).where(eq(reviews.id, due.id));
      await setReviewStatus(tx, due.id, 'published');
      await logAction(tx, {
        target: { type: 'review', id: due.id, nameless: due.hideAuthor },
        action: 'scheduled_publish',
      });
      return true;
    });
    if (!done) return published;
    published += 1;
    if (published >= BATCH) return published;
  }
}

/**
 * Forgets what moderation may keep only for a while (docs/privacy-data.md): copies of removed
 * text in the log, the text of removed reviews, and the network hashes on reviews.
 */
export async function purgeExpired(db: Db) {
  const now = new Date();
  const snapshots = await db
    .update(moderationLog)
    .set({ snapshot: null })
    .where(and(isNotNull(moderationLog.snapshot), lt(moderationLog.snapshotExpiresAt, now)))
    .returning({ id: moderationLog.id });
  const networkCutoff = new Date(now.getTime() - RETENTION.networkDays * 86_400_000);
  const networks = await db
    .update(reviews)
    .set({ networkHash: null, updatedAt: sql`${reviews.updatedAt}` })
    .where(and(isNotNull(reviews.networkHash), lt(reviews.createdAt, networkCutoff)))
    .returning({ id: reviews.id });
  const textCutoff = new Date(now.getTime() - RETENTION.snapshotDays * 86_400_000);
  const removed = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.status, 'removed'), lt(reviews.updatedAt, textCutoff)));
  await db
    .update(reviewAspects)
    .set({ comment: null })
    .where(and(inArray(reviewAspects.reviewId, removed), isNotNull(reviewAspects.comment)));
  return { snapshots: snapshots.length, networks: networks.length };
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
