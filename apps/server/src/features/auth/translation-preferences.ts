import { isLocale, type Locale } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';

/**
 * The languages this account always has translated ("always translate from Russian"): a column of
 * `users`, which auth owns; the translations feature asks through these two.
 */
export async function getTranslationPreferences(db: Db, userId: string): Promise<{ alwaysFrom: Locale[] }> {
  const [row] = await db
    .select({ translateFrom: users.translateFrom })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { alwaysFrom: (row?.translateFrom ?? []).filter(isLocale) };
}

export async function saveTranslationPreferences(db: Db, userId: string, alwaysFrom: readonly Locale[]) {
  await db
    .update(users)
    .set({ translateFrom: [...new Set(alwaysFrom)], updatedAt: new Date() })
    .where(eq(users.id, userId));
}
