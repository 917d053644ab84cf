import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userKey } from '../../db/key-targets.ts';

/**
 * Sofas: a user's score is the sum of this append-only ledger. A correction is a new entry;
 * `dedupe_key` makes the same action unable to pay twice.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id'),
    /** Who caused the entry when it is not the user (the voter of a like); null for own actions. */
    actorId: uuid('actor_id'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_dedupe_key').on(t.dedupeKey),
    index('points_ledger_user_idx').on(t.userId),
    index('points_ledger_source_idx').on(t.sourceType, t.sourceId),
  ],
);
