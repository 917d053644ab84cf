import type { ModerationUser, Role } from '@app/contracts';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { createVerifiedAccount, hashPassword, setAccountRole } from '../auth/index.ts';
import { logAction } from '../screening/index.ts';
import { banUser, type StaffActor } from './decisions.ts';

type UserRow = typeof users.$inferSelect;

export function toModerationUser(row: UserRow): ModerationUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: (row.role as Role) ?? 'user',
    isBanned: row.bannedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The operator's way in (`npm run admin -w apps/server -- create …`): creates a verified e-mail
 * account with the role, or gives an existing account the role (and a new password when given).
 */
export async function createStaffAccount(
  db: Db,
  options: { email: string; name: string; password?: string | undefined; role: Role },
): Promise<ModerationUser> {
  const email = options.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${options.email}`);
  const passwordHash = options.password ? await hashPassword(options.password) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing) {
      const row = await setAccountRole(tx, existing.id, { role: options.role, passwordHash });
      await logAction(tx, {
        target: { type: 'user', id: existing.id },
        action: 'grant_role',
        params: { role: options.role, from: existing.role, via: 'cli' },
      });
      return toModerationUser(row);
    }
    if (!passwordHash) throw new Error('A new account needs a password (ADMIN_PASSWORD)');
    const row = await createVerifiedAccount(tx, {
      email,
      name: options.name,
      passwordHash,
      role: options.role,
    });
    await logAction(tx, {
      target: { type: 'user', id: row.id },
      action: 'grant_role',
      params: { role: options.role, from: null, via: 'cli' },
    });
    return toModerationUser(row);
  });
}

/** Admins find people by name or e-mail to change their role. */
export async function searchUsers(db: Db, query: string): Promise<ModerationUser[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select()
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .orderBy(sql`${users.createdAt} desc nulls last`)
    .limit(20);
  return rows.map(toModerationUser);
}

async function findUser(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User not found');
  return row;
}

/** Admins grant and take roles; nobody changes their own (so the last admin cannot lock all out). */
export async function setRole(db: Db, options: { actorId: string; userId: string; role: Role }) {
  if (options.actorId === options.userId) throw new AppError('FORBIDDEN', 'You cannot change your own role');
  return db.transaction(async (tx) => {
    const before = await findUser(tx, options.userId);
    if (before.isAnonymous && options.role !== 'user')
      throw new AppError('CONFLICT', 'Anonymous accounts cannot be staff');
    const row = await setAccountRole(tx, options.userId, { role: options.role });
    await logAction(tx, {
      target: { type: 'user', id: options.userId },
      action: 'grant_role',
      actorId: options.actorId,
      params: { role: options.role, from: before.role },
    });
    return toModerationUser(row);
  });
}

/** Moderators suspend and restore accounts; staff can only be suspended by an admin (assertMaySuspend). */
export async function setBan(
  db: Db,
  options: {
    actor: StaffActor;
    userId: string;
    banned: boolean;
    reason: string;
    note?: string | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const row = await banUser(tx, { actor: options.actor, userId: options.userId, banned: options.banned });
    await logAction(tx, {
      target: { type: 'user', id: options.userId },
      action: options.banned ? 'ban_author' : 'unban',
      actorId: options.actor.id,
      reason: options.reason,
      note: options.note ?? null,
    });
    return toModerationUser(row);
  });
}
