import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { syncUserPoints } from '../points/index.ts';
import { revokeUserSessions } from './sessions.ts';

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Turns the visitor's anonymous account into a real one (same id: its reviews stay theirs), or
 * creates a new account. The anonymous token stops working, and what the account wrote starts
 * earning sofas. Runs inside the caller's sign-up transaction.
 */
export async function upgradeOrCreateUser(
  tx: Executor,
  profile: Omit<typeof users.$inferInsert, 'id'>,
  anonymousUserId: string | null | undefined,
): Promise<string> {
  if (anonymousUserId) {
    const [upgraded] = await tx
      .update(users)
      .set(profile)
      .where(and(eq(users.id, anonymousUserId), eq(users.isAnonymous, true)))
      .returning({ id: users.id });
    if (upgraded) {
      await revokeUserSessions(tx, upgraded.id);
      await syncUserPoints(tx, upgraded.id);
      return upgraded.id;
    }
  }
  const id = uuidv7();
  await tx.insert(users).values({ id, ...profile });
  return id;
}
