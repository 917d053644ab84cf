import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { AutoCheck, LogAction, ReportTarget } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moderationCases, moderationFlags, moderationLog } from '../../db/schema.ts';
import { uuidv7 } from '../../lib/uuid.ts';

/** How long moderation keeps what it must not keep for ever (docs/privacy-data.md). */
export const RETENTION = {
  /** The network hash on reviews, used by duplicate and vote checks. */
  networkDays: 30,
  /** The copy of removed or deleted text in the log. */
  snapshotDays: 90,
} as const;

export type FlagParams = Record<string, string | number | boolean | null>;

export interface Target {
  type: ReportTarget;
  id: string;
}

/**
 * A keyed hash of the writer's network: the /24 of an IPv4 address, the /48 of an IPv6 one. It
 * links writes from one place (a landlord's office) without storing anybody's address. A loopback
 * address means the real client is unknown (a proxy without TRUST_PROXY, a local run): null, so
 * that everybody behind it is not taken for one network.
 */
export function networkHash(ip: string, secret: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  let network: string;
  if (isIPv4(address)) {
    if (address.startsWith('127.')) return null;
    network = `${address.split('.').slice(0, 3).join('.')}.0/24`;
  } else if (isIPv6(address)) {
    if (address === '::1') return null;
    const [head = ''] = address.split('::');
    network = `${head.split(':').slice(0, 3).join(':')}::/48`;
  } else {
    return null;
  }
  return createHmac('sha256', secret).update(network).digest('base64url').slice(0, 22);
}

/** Puts the item in the queue (or keeps it there); the oldest open work decides its place. */
export async function openCase(db: Executor, target: Target) {
  await db
    .insert(moderationCases)
    // Millisecond timestamps from here (not now()), so keyset cursors match rows exactly.
    .values({ targetType: target.type, targetId: target.id, state: 'open', waitingSince: new Date() })
    .onConflictDoUpdate({
      target: [moderationCases.targetType, moderationCases.targetId],
      set: {
        state: 'open',
        waitingSince: sql`case when ${moderationCases.state} = 'open' then ${moderationCases.waitingSince} else ${new Date().toISOString()}::timestamptz end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function closeCase(db: Executor, target: Target) {
  await db
    .update(moderationCases)
    .set({ state: 'closed', updatedAt: new Date() })
    .where(and(eq(moderationCases.targetType, target.type), eq(moderationCases.targetId, target.id)));
}

export async function logAction(
  db: Executor,
  entry: {
    target: Target | { type: 'user'; id: string };
    action: LogAction;
    actorId?: string | null;
    reason?: string | null;
    note?: string | null;
    params?: FlagParams;
    /** Text kept for RETENTION.snapshotDays, then erased. */
    snapshot?: string | null;
  },
) {
  await db.insert(moderationLog).values({
    id: uuidv7(),
    targetType: entry.target.type,
    targetId: entry.target.id,
    action: entry.action,
    actorId: entry.actorId ?? null,
    reason: entry.reason ?? null,
    note: entry.note ?? null,
    params: entry.params ?? {},
    snapshot: entry.snapshot ?? null,
    snapshotExpiresAt: entry.snapshot ? new Date(Date.now() + RETENTION.snapshotDays * 86_400_000) : null,
    createdAt: new Date(),
  });
}

/**
 * Records what an automatic check found: a flag with its evidence, a line in the log, and the
 * item in the queue. The same open check on the same item is recorded once.
 */
export async function raiseFlag(db: Executor, target: Target, check: AutoCheck, params: FlagParams) {
  const [existing] = await db
    .select({ id: moderationFlags.id })
    .from(moderationFlags)
    .where(
      and(
        eq(moderationFlags.targetId, target.id),
        eq(moderationFlags.check, check),
        eq(moderationFlags.status, 'open'),
      ),
    )
    .limit(1);
  if (existing) return;
  await db
    .insert(moderationFlags)
    .values({ id: uuidv7(), targetType: target.type, targetId: target.id, check, params });
  await logAction(db, { target, action: 'auto_flag', reason: check, params });
  await openCase(db, target);
}
