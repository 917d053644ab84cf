import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pointsLedger } from './schema.ts';
import { syncPoints } from './sync-points.ts';

/**
 * The one reversal: cancels every point that the given sources still carry (a review, a comment,
 * the likes of either), with correcting entries read from the ledger itself, so nothing paid earlier
 * is forgotten, the ledger keeps the history and the score drops at once.
 */
export async function reverseSourcePoints(db: Executor, sourceIds: readonly string[]) {
  if (sourceIds.length === 0) return;
  const open = await db
    .select({
      userId: pointsLedger.userId,
      sourceType: pointsLedger.sourceType,
      sourceId: pointsLedger.sourceId,
      actorId: pointsLedger.actorId,
      reason: sql<string>`min(${pointsLedger.reason})`,
    })
    .from(pointsLedger)
    .where(inArray(pointsLedger.sourceId, [...sourceIds]))
    .groupBy(pointsLedger.userId, pointsLedger.sourceType, pointsLedger.sourceId, pointsLedger.actorId)
    .having(sql`sum(${pointsLedger.amount}) <> 0`);
  for (const entry of open) {
    await syncPoints(
      db,
      {
        userId: entry.userId,
        sourceType: entry.sourceType,
        sourceId: entry.sourceId!,
        actorId: entry.actorId,
        reason: `${entry.reason}_reversed`,
      },
      0,
    );
  }
}
