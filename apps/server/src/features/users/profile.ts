import type { Locale, UserSettings } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';

/** Only the account itself may read or change its profile: any other id is 403, whatever the token. */
export function assertOwnAccount(caller: SessionUser, userId: string) {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', 'You can only access your own account');
}

export async function updateUserProfile(
  db: Db,
  userId: string,
  changes: { name?: string | undefined; language?: Locale | undefined },
) {
  await db
    .update(users)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.language !== undefined ? { language: changes.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function getUserSettings(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      language: users.language,
      mapsLanguage: users.mapsLanguage,
      timezone: users.timezone,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return row;
}

export async function saveUserSettings(db: Db, userId: string, settings: UserSettings) {
  await db
    .update(users)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
