import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased; null for anonymous accounts. */
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name'),
    avatarKey: text('avatar_key'),
    language: text('language').$type<Locale>().notNull().default('en'),
    mapsLanguage: text('maps_language').$type<Locale>().notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** 'email' | 'google'; null for anonymous accounts. */
    authProvider: text('auth_provider'),
    googleSubject: text('google_subject'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** 'user' | 'moderator' | 'admin' */
    role: text('role').notNull().default('user'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /** Languages whose reviews and comments this reader always has machine-translated. */
    translateFrom: text('translate_from').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    check('users_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`),
  ],
);

/** Sign-in sessions. Only a SHA-256 hash of the opaque bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A coarse label of the browser and system ("Firefox on Android"), never the raw user agent. */
    device: text('device'),
    /** A coarse place (country code) when a trusted proxy tells it; null when unknown. */
    place: text('place'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    // The minute's maintenance deletes expired and revoked sessions (migration 0032).
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_revoked_at_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/** One-time tokens (e-mail verification, password reset); hashed, expiring, single use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * E-mail sign-ups waiting for their link (decision 013): nothing is an account until the link is
 * opened. Only the token's SHA-256 hash is stored; rows go when completed or past their expiry.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** Lower-cased, as in users. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    timezone: text('timezone'),
    /** The anonymous account that asked: completing upgrades it in place (its reviews stay). */
    anonymousUserId: uuid('anonymous_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the starting browser's secret: completing marks its sign_up_watches row. */
    watchHash: text('watch_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pending_sign_ups_token_hash_key').on(t.tokenHash),
    index('pending_sign_ups_email_idx').on(t.email),
    index('pending_sign_ups_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * What the browser that started an e-mail sign-up may learn (issue 30): whether it was completed.
 * Keyed by the hash of a secret only that browser holds; written for known addresses too (and then
 * never completed), so it answers nothing about who has an account. Purged with the sign-ups.
 */
export const signUpWatches = pgTable('sign_up_watches', {
  watchHash: text('watch_hash').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
