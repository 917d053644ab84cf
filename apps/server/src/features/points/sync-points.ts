import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { pointsLedger } from './schema.ts';

export interface PointsSource {
  userId: string;
  /** 'review' | 'review_like' | 'comment' | … */
  sourceType: string;
  sourceId: string;
  /** Who caused it when not the user (the voter of a like) */
  actorId?: string | null;
  reason: string;
}

/**
 * Makes the ledger say that `source` is worth `target` points to its user now, by appending the
 * difference. Entries are never edited: a like removed, a review deleted or made richer each leave
 * a correcting entry, so the score (a sum) stays auditable. The dedupe key is the entry's sequence
 * number for this source, so two concurrent writers computing the same correction collide on the
 * unique index instead of paying twice.
 */
export async function syncPoints(db: Executor, source: PointsSource, target: number): Promise<number> {
  const actor = source.actorId ?? null;
  const [current] = await db
    .select({
      total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, source.userId),
        eq(pointsLedger.sourceType, source.sourceType),
        eq(pointsLedger.sourceId, source.sourceId),
        actor ? eq(pointsLedger.actorId, actor) : isNull(pointsLedger.actorId),
      ),
    );
  const delta = target - (current?.total ?? 0);
  if (delta === 0) return 0;
  await db.insert(pointsLedger).values(ledgerEntry(source, delta, current?.entries ?? 0));
  return delta;
}

/**
 * The ledger row that corrects `source` by `amount`, its `entries`-th: the dedupe key is that
 * sequence number, so two writers computing the same correction collide instead of paying twice.
 */
function ledgerEntry(source: PointsSource, amount: number, entries: number) {
  const actor = source.actorId ?? null;
  return {
    id: uuidv7(),
    userId: source.userId,
    amount,
    reason: source.reason,
    sourceType: source.sourceType,
    sourceId: source.sourceId,
    actorId: actor,
    dedupeKey: `${source.sourceType}:${source.sourceId}:${source.userId}:${actor ?? '-'}:${entries}`,
  };
}

/**
 * `syncPoints` for many sources of one user at once: one read of what the ledger holds for each,
 * one insert of the corrections. The same entries as syncing them one by one, in far fewer queries
 * (the sign-up re-sync and the demo seed sync hundreds of likes).
 */
export async function syncPointsOfUser(
  db: Executor,
  userId: string,
  targets: ReadonlyArray<{ source: PointsSource; target: number }>,
): Promise<void> {
  if (targets.length === 0) return;
  const rows = await db
    .select({
      sourceType: pointsLedger.sourceType,
      sourceId: pointsLedger.sourceId,
      actorId: pointsLedger.actorId,
      total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .groupBy(pointsLedger.sourceType, pointsLedger.sourceId, pointsLedger.actorId);
  const keyOf = (type: string, id: string | null, actor: string | null | undefined) =>
    `${type}:${id}:${actor ?? '-'}`;
  const held = new Map(rows.map((r) => [keyOf(r.sourceType, r.sourceId, r.actorId), r]));
  const entries = targets.flatMap(({ source, target }) => {
    if (source.userId !== userId) throw new Error('syncPointsOfUser: a source of another user');
    const current = held.get(keyOf(source.sourceType, source.sourceId, source.actorId));
    const delta = target - (current?.total ?? 0);
    return delta === 0 ? [] : [ledgerEntry(source, delta, current?.entries ?? 0)];
  });
  for (let i = 0; i < entries.length; i += 500) {
    await db.insert(pointsLedger).values(entries.slice(i, i + 500));
  }
}

/** A user's score: the sum of their ledger. */
export async function getScore(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return row?.total ?? 0;
}
