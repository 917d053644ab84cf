import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger } from './schema.ts';

type Executor = Pick<Db, 'update'>;

/**
 * An account changed its id (an anonymous account that signs up): the entries it caused in other
 * accounts' ledgers (the likes it gave) follow it, so that syncing them again neither pays twice nor
 * takes back. Its own entries follow by the foreign key; dedupe keys keep the old id, and new
 * entries carry the new one, so none can collide.
 */
export async function movePointsActor(db: Executor, fromUserId: string, toUserId: string): Promise<void> {
  await db.update(pointsLedger).set({ actorId: toUserId }).where(eq(pointsLedger.actorId, fromUserId));
}
