import type { Locale, UserSettings } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { users } from './schema.ts';

/*
 * An account's own settings, name and avatar key: columns of `users`, which auth owns. The users
 * feature (the account page's routes, the avatar's files) changes them through these.
 */

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

/**
 * Sets the avatar key and answers the one it replaced, the row locked between the read and the
 * write: two uploads at once (two tabs) each remove the files the other replaced, and no avatar is
 * left behind in public storage. Without the lock both read the same old key, and the files of the
 * first new avatar stayed public for good.
 */
export async function swapAvatarKey(db: Db, userId: string, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ key: users.avatarKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return previous?.key ?? null;
  });
}
