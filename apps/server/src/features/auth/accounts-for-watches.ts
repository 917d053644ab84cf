import type { Locale } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

/**
 * Accounts as the watches mail them: each account's address and language. It fits
 * watches/watch-readers.ts without importing its type: that import would close a ring in the import
 * graph through auth's tests (sign-up-status.test.ts → test/support → testing → app → watches).
 */
export async function accountsForWatches(
  db: Pick<Executor, 'select'>,
  userIds: readonly string[],
): Promise<Map<string, { email: string | null; language: Locale }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}
