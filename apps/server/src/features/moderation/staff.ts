import type { ModerationUser, Role } from '@app/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  type AccountRow,
  createVerifiedAccount,
  findAccount,
  findAccountByEmail,
  hashPassword,
  searchAccounts,
  setAccountRole,
} from '../auth/index.ts';
import { logAction } from '../screening/index.ts';
import { banUser, type StaffActor } from './decisions.ts';

export function toModerationUser(row: AccountRow): ModerationUser {
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
    const existing = await findAccountByEmail(tx, email);
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
  return (await searchAccounts(db, query)).map(toModerationUser);
}

async function findUser(db: Executor, id: string) {
  const row = await findAccount(db, id);
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
