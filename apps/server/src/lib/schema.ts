import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';
import { userKey } from '../db/key-targets.ts';

/**
 * Idempotency keys of create requests (lib/idempotency.ts), per user, kept for a day: a client
 * retrying a POST with the same `Idempotency-Key` gets the stored answer instead of a second row.
 * In the database so that a retry landing on another instance sees it too.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The request that holds the key while it runs; null once its answer is stored. */
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    responseStatus: smallint('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * The time-ordered ids that migration 0025 replaced with random ones: old links (a place's, a
 * review's, an author's page) still find the row and redirect to its new address.
 */
export const legacyIds = pgTable(
  'legacy_ids',
  {
    oldId: uuid('old_id').primaryKey(),
    newId: uuid('new_id').notNull(),
    kind: text('kind').$type<'user' | 'place' | 'review' | 'comment'>().notNull(),
  },
  (t) => [
    uniqueIndex('legacy_ids_new_id_key').on(t.newId),
    check('legacy_ids_kind_check', sql`${t.kind} in ('user', 'place', 'review', 'comment')`),
  ],
);
