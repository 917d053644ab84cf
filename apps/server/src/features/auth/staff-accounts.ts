import { randomUUID } from 'node:crypto';
import type { Role } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { sessions, users } from './schema.ts';

/*
 * The account changes moderation decides (a suspension, a role): rows of `users` and `sessions`,
 * which auth owns. Moderation checks who may do it and logs it; these only write.
 */

type UserRow = typeof users.$inferSelect;

/**
 * Suspends an account (no sign-in, no writes; its sessions end now) or lifts the suspension. The
 * row is locked first and handed to `authorize`, which throws to refuse, so that the check and the
 * write see the same role.
 */
export async function setAccountSuspended(
  db: Executor,
  options: { userId: string; banned: boolean; authorize: (target: { id: string; role: string }) => void },
): Promise<UserRow> {
  const { userId, banned } = options;
  const [target] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!target) throw notFound('User not found');
  options.authorize(target);
  const [user] = await db
    .update(users)
    .set({ bannedAt: banned ? sql`coalesce(${users.bannedAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning();
  if (banned) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
  }
  return user!;
}

/** Gives an account a role (and a new password hash when given). */
export async function setAccountRole(
  db: Executor,
  userId: string,
  changes: { role: Role; passwordHash?: string | undefined },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      role: changes.role,
      ...(changes.passwordHash ? { passwordHash: changes.passwordHash } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User not found');
  return row;
}

/** A verified e-mail account made by the operator with a role (`npm run admin`). */
export async function createVerifiedAccount(
  db: Executor,
  account: { email: string; name: string; passwordHash: string; role: Role },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), ...account, authProvider: 'email', isVerified: true })
    .returning();
  return row!;
}
