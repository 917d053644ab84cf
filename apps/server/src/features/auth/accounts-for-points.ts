import { eq } from 'drizzle-orm';
import type { PointSources } from '../points/index.ts';
import { users } from './schema.ts';

/** Accounts as the points ledger asks about them (points/point-sources.ts). */
export const accountsForPoints: PointSources['accounts'] = {
  async isAnonymous(db, userId) {
    const [user] = await db
      .select({ isAnonymous: users.isAnonymous })
      .from(users)
      .where(eq(users.id, userId));
    return user?.isAnonymous ?? true;
  },
};
