import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userKey } from '../../db/key-targets.ts';

/**
 * Reports from visitors. `reporter_key` is the user id, or a keyed hash of the network for a
 * visitor without an account, so that each reporter reports an item once.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id').references(() => userKey, { onDelete: 'set null' }),
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason').notNull(),
    text: text('text'),
    /** 'open' | 'resolved' */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.targetType, t.targetId, t.reporterKey),
    index('reports_target_idx').on(t.targetId, t.createdAt),
    check('reports_target_type_check', sql`${t.targetType} in ('review', 'comment', 'photo', 'place')`),
  ],
);
