import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

/*
 * The accounts moderation reads (issue 32, item 1): an item's author for the queue and a reveal, the
 * log's actors, whether a decision's target is anonymous, and the staff pages. Auth owns `users`;
 * moderation decides what to show and logs; these only read.
 */

export type AccountRow = typeof users.$inferSelect;
type Reader = Pick<Executor, 'select'>;

/** An account by id; undefined when there is none. */
export async function findAccount(db: Reader, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** An account by its e-mail address (stored lower-cased). */
export async function findAccountByEmail(db: Reader, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Whether an account is anonymous (false for an unknown id). */
export async function isAnonymousAccount(db: Reader, id: string): Promise<boolean> {
  const [row] = await db.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, id));
  return row?.isAnonymous ?? false;
}

/** The names of some accounts (the moderation log's actors). */
export async function accountNames(
  db: Reader,
  ids: string[],
): Promise<Array<{ id: string; name: string | null }>> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** Up to 20 accounts whose e-mail or name holds the text (`%`, `_` and `\` taken literally), newest first. */
export async function searchAccounts(db: Reader, query: string): Promise<AccountRow[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .orderBy(sql`${users.createdAt} desc nulls last`)
    .limit(20);
}
