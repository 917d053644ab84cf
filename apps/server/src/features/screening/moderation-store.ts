import { createHmac, randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { AutoCheck, LogAction, ReportTarget } from '@app/contracts';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { anonymousTime } from '../../lib/anonymous-time.ts';
import { publicDayOf } from '../../lib/public-views.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { moderationCases, moderationFlags, moderationLog } from './schema.ts';

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
  /**
   * Published without its author (a hidden name, an anonymous account): what moderation writes
   * about it gets random ids and the minute the content itself is dated by, never the millisecond
   * of the author's write, which would sort it next to the author's other traces (issue 30).
   */
  nameless?: boolean | undefined;
}

/** An id and a time for a moderation row about the target (see Target.nameless). */
function stampFor(target: { nameless?: boolean | undefined }) {
  const now = new Date();
  return target.nameless
    ? { id: randomUUID(), createdAt: anonymousTime(now) }
    : { id: uuidv7(now.getTime()), createdAt: now };
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
  // Millisecond timestamps from here (not now()), so keyset cursors match rows exactly. Content
  // without its author waits from the start of its UTC day: the queue is ordered by this, and a
  // place between two named items (whose times moderators see) would tell its minute (issue 30).
  const since = target.nameless ? new Date(publicDayOf(new Date())) : stampFor(target).createdAt;
  await db
    .insert(moderationCases)
    .values({ targetType: target.type, targetId: target.id, state: 'open', waitingSince: since })
    .onConflictDoUpdate({
      target: [moderationCases.targetType, moderationCases.targetId],
      set: {
        state: 'open',
        waitingSince: sql`case when ${moderationCases.state} = 'open' then ${moderationCases.waitingSince} else ${since.toISOString()}::timestamptz end`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The automatic flags of a target still open (or only those of one check), resolved by a
 * moderator's decision at `at`.
 */
export async function resolveFlags(db: Executor, targetId: string, at: Date, check?: AutoCheck) {
  await db
    .update(moderationFlags)
    .set({ status: 'resolved', resolvedAt: at })
    .where(
      and(
        eq(moderationFlags.targetId, targetId),
        eq(moderationFlags.status, 'open'),
        check ? eq(moderationFlags.check, check) : undefined,
      ),
    );
}

/** Whether a target still has an open automatic flag (its case stays in the queue). */
export async function hasOpenFlags(db: Executor, targetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moderationFlags.id })
    .from(moderationFlags)
    .where(and(eq(moderationFlags.targetId, targetId), eq(moderationFlags.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/**
 * Content that turned nameless before it was public (a held or scheduled review whose writer then
 * chose to publish without the name): what moderation recorded while it was named is written again
 * as about nameless content (Target.nameless): random ids, times rounded up to the minute, its log
 * lines dated by day, its open case waiting from the start of its day. Nothing kept tells its
 * minute any more, nor orders it among named items by one (issue 30).
 */
export async function recordAsNameless(db: Executor, target: Pick<Target, 'type' | 'id'>) {
  const minuteUp = (column: string) =>
    sql.raw(
      `date_trunc('minute', ${column}) + case when ${column} > date_trunc('minute', ${column}) then interval '1 minute' else interval '0' end`,
    );
  const of = sql`target_type = ${target.type} and target_id = ${target.id}::uuid`;
  await db.execute(
    sql`update moderation_flags set id = gen_random_uuid(), created_at = ${minuteUp('created_at')} where ${of}`,
  );
  await db.execute(sql`
    update moderation_log set id = gen_random_uuid(), dated_by_day = true, created_at = ${minuteUp('created_at')}
     where ${of}`);
  await db.execute(sql`
    update moderation_cases
       set waiting_since = date_trunc('day', waiting_since at time zone 'UTC') at time zone 'UTC'
     where ${of} and state = 'open'`);
}

/** Forgets the copies of removed text kept in the log past their retention; answers how many. */
export async function purgeExpiredSnapshots(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .update(moderationLog)
    .set({ snapshot: null })
    .where(and(isNotNull(moderationLog.snapshot), lt(moderationLog.snapshotExpiresAt, now)))
    .returning({ id: moderationLog.id });
  return gone.length;
}

export async function closeCase(db: Executor, target: Target) {
  await db
    .update(moderationCases)
    .set({ state: 'closed', updatedAt: new Date() })
    .where(and(eq(moderationCases.targetType, target.type), eq(moderationCases.targetId, target.id)));
}

/**
 * A line in the moderation log. One about content without its author (Target.nameless), or about an
 * account acted on through such content, is dated by its day (datedByDay): the log orders it by that
 * day (listed_at), so that its place among lines about named content tells no minute (issue 30).
 */
export async function logAction(
  db: Executor,
  entry: {
    target: Target | { type: 'user'; id: string; nameless?: boolean | undefined };
    action: LogAction;
    actorId?: string | null;
    reason?: string | null;
    note?: string | null;
    params?: FlagParams;
    /** Text kept for RETENTION.snapshotDays, then erased. */
    snapshot?: string | null;
    /** When, if not now (see Target.nameless). */
    at?: Date;
  },
) {
  const stamp = stampFor(entry.target);
  await db.insert(moderationLog).values({
    id: stamp.id,
    datedByDay: entry.target.nameless ?? false,
    targetType: entry.target.type,
    targetId: entry.target.id,
    action: entry.action,
    actorId: entry.actorId ?? null,
    reason: entry.reason ?? null,
    note: entry.note ?? null,
    params: entry.params ?? {},
    snapshot: entry.snapshot ?? null,
    snapshotExpiresAt: entry.snapshot ? new Date(Date.now() + RETENTION.snapshotDays * 86_400_000) : null,
    createdAt: entry.at ?? stamp.createdAt,
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
  const stamp = stampFor(target);
  await db.insert(moderationFlags).values({
    id: stamp.id,
    // Otherwise the transaction's time (now()): the flags of one write share it.
    ...(target.nameless ? { createdAt: stamp.createdAt } : {}),
    targetType: target.type,
    targetId: target.id,
    check,
    params,
  });
  await logAction(db, { target, action: 'auto_flag', reason: check, params });
  await openCase(db, target);
}

/**
 * The reasons logged with the given decisions on some targets of one type, newest first: "my
 * reviews" shows why each hidden review was hidden (moderation_log_target_idx).
 */
export async function decisionReasons(
  db: Pick<Executor, 'select'>,
  target: { type: ReportTarget; ids: readonly string[]; actions: readonly LogAction[] },
): Promise<Array<{ targetId: string; reason: string | null }>> {
  if (target.ids.length === 0) return [];
  return db
    .select({ targetId: moderationLog.targetId, reason: moderationLog.reason })
    .from(moderationLog)
    .where(
      sql`${moderationLog.targetId} in ${target.ids} and ${moderationLog.targetType} = ${target.type}
          and ${moderationLog.action} in ${target.actions}`,
    )
    .orderBy(sql`${moderationLog.createdAt} desc`);
}
