import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { WatchReaders } from '../watches/index.ts';

/** Accounts as the watches mail them (watches/watch-readers.ts): address and language. */
export const accountsForWatches: WatchReaders['contacts'] = async (db, userIds) => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
};
