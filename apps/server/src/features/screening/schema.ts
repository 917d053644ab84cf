import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, listedAt, updatedAt } from '../../db/columns.ts';
import { userKey } from '../../db/key-targets.ts';

/** Evidence left by an automatic check at write time; shown in the queue and explained in the log. */
export const moderationFlags = pgTable(
  'moderation_flags',
  {
    id: uuid('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    check: text('check').notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('moderation_flags_target_idx').on(t.targetId, t.createdAt)],
);

/**
 * One row per item with open work (reports or flags): the moderation queue, oldest first.
 * Closed by a decision; reopened by a new report or flag.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** 'open' | 'closed' */
    state: text('state').notNull().default('open'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    index('moderation_cases_open_idx').on(t.waitingSince, t.targetId).where(sql`${t.state} = 'open'`),
  ],
);

/**
 * Every moderation action: who (null = the system), when, why. A removal keeps a copy of the
 * removed text in `snapshot` only until `snapshot_expires_at` (docs/privacy-data.md).
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => userKey, { onDelete: 'set null' }),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    snapshot: text('snapshot'),
    snapshotExpiresAt: timestamp('snapshot_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * About content without its author (or an account through it): moderators see the line dated by
     * the public day only, and the log orders it by that day (listed_at), not by its stored minute.
     */
    datedByDay: boolean('dated_by_day').notNull().default(false),
    /** The log's order (issue 30, migration 0036): the day of a line dated by day, as listedAt says. */
    listedAt: listedAt('dated_by_day'),
  },
  (t) => [
    // Newest first; the lines of one day's nameless items grouped by item (random ids), each
    // item's lines in the order they were written.
    index('moderation_log_created_idx').on(
      t.listedAt.desc(),
      t.targetId.desc(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('moderation_log_target_idx').on(t.targetId, t.createdAt.desc()),
    index('moderation_log_snapshot_expiry_idx').on(t.snapshotExpiresAt).where(sql`${t.snapshot} is not null`),
  ],
);
