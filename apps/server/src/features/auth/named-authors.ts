import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

/** What an author's public pages show of the account behind them. */
export interface NamedAuthor {
  id: string;
  name: string | null;
  avatarKey: string | null;
  createdAt: Date;
}

/**
 * The account behind an author's public pages (profile, reviews, comments), or undefined when there
 * is none to show: an unknown id, or an anonymous account, which has no page (the pages answer 404
 * alike, so they cannot be told apart).
 */
export async function findNamedAuthor(
  db: Pick<Executor, 'select'>,
  authorId: string,
): Promise<NamedAuthor | undefined> {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      avatarKey: users.avatarKey,
      isAnonymous: users.isAnonymous,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, authorId));
  if (!account || account.isAnonymous) return undefined;
  return { id: account.id, name: account.name, avatarKey: account.avatarKey, createdAt: account.createdAt };
}
