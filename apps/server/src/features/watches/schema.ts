import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { placeKey, reviewKey, userKey } from '../../db/key-targets.ts';

/**
 * Who is told of new reviews of a place or of a typed address (issue 36, watches/). A watcher is an
 * account (user_id) or an e-mail address confirmed by its link (double opt-in); an address watch
 * (city_id, address_key: the building key normalizeAddress gives) becomes a watch of the building
 * when its first review is published. Private: read only for the watcher and the mailer.
 */
export const placeWatches = pgTable(
  'place_watches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => userKey, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** Lower-cased; an e-mail watcher's address (no account). */
    email: text('email'),
    language: text('language').$type<Locale>().notNull(),
    placeId: uuid('place_id').references(() => placeKey, { onDelete: 'cascade', onUpdate: 'cascade' }),
    cityId: uuid('city_id').references(() => placeKey, { onDelete: 'cascade', onUpdate: 'cascade' }),
    addressKey: text('address_key'),
    /** The address as typed (tidied), for the watcher's list and mails. */
    addressText: text('address_text'),
    /** Null until an e-mail watcher opens the confirmation link. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last mail: at most one a day, the reviews of the rest of the day go in a digest. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('place_watches_user_place_key').on(t.userId, t.placeId),
    uniqueIndex('place_watches_email_place_key').on(t.email, t.placeId),
    uniqueIndex('place_watches_user_address_key').on(t.userId, t.cityId, t.addressKey),
    uniqueIndex('place_watches_email_address_key').on(t.email, t.cityId, t.addressKey),
    index('place_watches_place_idx').on(t.placeId).where(sql`${t.confirmedAt} is not null`),
    index('place_watches_address_idx').on(t.cityId, t.addressKey).where(sql`${t.addressKey} is not null`),
    index('place_watches_unconfirmed_idx').on(t.createdAt).where(sql`${t.confirmedAt} is null`),
    check('place_watches_watcher_check', sql`(${t.userId} is null) <> (${t.email} is null)`),
    check('place_watches_target_check', sql`(${t.placeId} is null) <> (${t.addressKey} is null)`),
    check(
      'place_watches_address_check',
      sql`${t.addressKey} is null or (${t.cityId} is not null and ${t.addressText} is not null)`,
    ),
  ],
);

/** A watch's link secrets (confirm, unsubscribe: one purpose each); only their SHA-256 is stored. */
export const placeWatchTokens = pgTable(
  'place_watch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    watchId: uuid('watch_id')
      .notNull()
      .references(() => placeWatches.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    purpose: text('purpose').$type<'confirm' | 'unsubscribe'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('place_watch_tokens_watch_id_idx').on(t.watchId),
    index('place_watch_tokens_expires_at_idx').on(t.expiresAt),
    check('place_watch_tokens_purpose_check', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);

/** A published review a watcher is to be told of; mailed when due (a nameless review's: next day). */
export const placeWatchNotices = pgTable(
  'place_watch_notices',
  {
    watchId: uuid('watch_id')
      .notNull()
      .references(() => placeWatches.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewKey, { onDelete: 'cascade', onUpdate: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'place_watch_notices_pk', columns: [t.watchId, t.reviewId] }),
    index('place_watch_notices_due_idx').on(t.dueAt).where(sql`${t.mailedAt} is null`),
    index('place_watch_notices_mailed_idx').on(t.mailedAt).where(sql`${t.mailedAt} is not null`),
    index('place_watch_notices_review_id_idx').on(t.reviewId),
  ],
);
