import type { ReportTarget } from '@app/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moderationCases, moderationFlags, moderationLog } from './schema.ts';

/*
 * What moderation's queue, item page and log read of the cases, flags and log lines screening keeps
 * (issue 32, item 1): moderation pages, names and dates them for moderators; these only read.
 */

type Reader = Pick<Executor, 'select'>;
export type ModerationLogRow = typeof moderationLog.$inferSelect;

/**
 * The open cases (of one kind of target, if given), oldest waiting first, after a cursor's
 * [waitingSince, targetId]: `limit` rows at most.
 */
export function openCases(
  db: Reader,
  options: { targetType?: ReportTarget | undefined; after: readonly [string, string] | null; limit: number },
) {
  const { after } = options;
  return db
    .select()
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.state, 'open'),
        options.targetType ? eq(moderationCases.targetType, options.targetType) : undefined,
        after
          ? sql`(${moderationCases.waitingSince}, ${moderationCases.targetId}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(moderationCases.waitingSince), asc(moderationCases.targetId))
    .limit(options.limit);
}

/** The checks of the open flags on some targets. */
export function openFlagChecks(db: Reader, targetIds: string[]) {
  return db
    .select({ targetId: moderationFlags.targetId, check: moderationFlags.check })
    .from(moderationFlags)
    .where(and(inArray(moderationFlags.targetId, targetIds), eq(moderationFlags.status, 'open')));
}

/** Every flag on a target, newest first. */
export function flagsOf(db: Reader, targetId: string) {
  return db
    .select()
    .from(moderationFlags)
    .where(eq(moderationFlags.targetId, targetId))
    .orderBy(desc(moderationFlags.createdAt));
}

/** A target's last 100 log lines, newest first. */
export function logOf(db: Reader, targetId: string) {
  return db
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.targetId, targetId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(100);
}

/**
 * The log (of one target, if given) newest first by listed_at, then target, time and id (as
 * moderation_log's index has them), after a cursor of those four: `limit` rows at most.
 */
export function logPage(
  db: Reader,
  options: {
    targetId?: string | undefined;
    after: readonly [string, string, string, string] | null;
    limit: number;
  },
) {
  const { after } = options;
  const { listedAt, targetId, createdAt, id } = moderationLog;
  return (
    db
      .select()
      .from(moderationLog)
      .where(
        and(
          options.targetId ? eq(targetId, options.targetId) : undefined,
          after
            ? sql`(${listedAt}, ${targetId}, ${createdAt}, ${id}) < (${after[0]}::timestamptz, ${after[1]}::uuid, ${after[2]}::timestamptz, ${after[3]}::uuid)`
            : undefined,
        ),
      )
      // NULLS LAST as the index has it (the columns are never null).
      .orderBy(...[listedAt, targetId, createdAt, id].map((column) => sql`${column} desc nulls last`))
      .limit(options.limit)
  );
}
