import type { User } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getScore } from '../points/index.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The API's view of a user (contract `User`); the score is the sum of the points ledger. */
export function toUser(row: UserRow, score: number, mediaUrl: (key: string) => string): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatarKey ? mediaUrl(row.avatarKey) : null,
    language: row.language,
    mapsLanguage: row.mapsLanguage,
    timezone: row.timezone,
    verified: row.isVerified,
    authProvider: row.authProvider === 'email' || row.authProvider === 'google' ? row.authProvider : null,
    anonymous: row.isAnonymous,
    role: row.role === 'admin' || row.role === 'moderator' ? row.role : 'user',
    score,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Loads a user as the API shows it; 401 when the account is gone (a deleted user's old token). */
export async function loadUserProfile(
  db: Db,
  userId: string,
  mediaUrl: (key: string) => string,
): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return toUser(row, await getScore(db, userId), mediaUrl);
}
