import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { movePointsActor, syncUserPoints } from '../points/index.ts';
import { users } from './schema.ts';
import { revokeUserSessions } from './sessions.ts';

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Turns the visitor's anonymous account into a real one, or creates a new account. The upgraded
 * account gets a new random id and creation time (issue 30): its anonymous id and the time it was
 * made never become public beside its name. What it wrote follows the new id (foreign keys cascade,
 * migration 0025) and stays without author (reviews' and comments' hide_author), so it is still
 * theirs to edit but nothing public ties it to the name. The anonymous token stops working, and
 * what the account wrote starts earning sofas. Runs inside the caller's sign-up transaction.
 */
export async function upgradeOrCreateUser(
  tx: Executor,
  profile: Omit<typeof users.$inferInsert, 'id'>,
  anonymousUserId: string | null | undefined,
): Promise<string> {
  if (anonymousUserId) {
    const [upgraded] = await tx
      .update(users)
      .set({ ...profile, id: randomUUID(), createdAt: new Date() })
      .where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)))
      .returning({ id: users.id });
    if (upgraded) {
      await movePointsActor(tx, anonymousUserId, upgraded.id);
      await revokeUserSessions(tx, upgraded.id);
      await syncUserPoints(tx, upgraded.id);
      return upgraded.id;
    }
  }
  const id = randomUUID();
  await tx.insert(users).values({ id, ...profile });
  return id;
}
