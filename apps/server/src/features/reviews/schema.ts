import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, listedAt, updatedAt } from '../../db/columns.ts';
import { placeKey, userKey } from '../../db/key-targets.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => placeKey, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    placeType: text('place_type').notNull(),
    /**
     * The place's ancestors and location, copied at write time so that a city, district or
     * building page lists everything inside it from one index, and nearby queries need no join.
     */
    cityId: uuid('city_id'),
    districtId: uuid('district_id'),
    buildingId: uuid('building_id'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The language the review was written in. */
    language: text('language').$type<Locale>().notNull(),
    isCommercial: boolean('is_commercial').notNull().default(false),
    /** First day of the month the tenancy began / ended; lived_to null = still living there. */
    livedFrom: date('lived_from').notNull(),
    livedTo: date('lived_to'),
    apartmentNumber: text('apartment_number'),
    buildingType: text('building_type'),
    rentAmount: numeric('rent_amount', { precision: 12, scale: 2 }),
    rentCurrency: text('rent_currency'),
    utilitiesWinter: numeric('utilities_winter', { precision: 12, scale: 2 }),
    utilitiesSummer: numeric('utilities_summer', { precision: 12, scale: 2 }),
    utilitiesCurrency: text('utilities_currency'),
    /** Mean of the aspect ratings, kept with the review so lists need no join to sort. */
    overallRating: numeric('overall_rating', { precision: 3, scale: 2 }).notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /** 'published' | 'held' (awaiting moderation) | 'scheduled' (publish_at ahead) | 'hidden' | 'removed' */
    status: text('status').notNull().default('published'),
    /** Shown without the author (always for anonymous accounts; a choice for others). */
    hideAuthor: boolean('hide_author').notNull().default(false),
    /** Hidden because a moderator hid its place (or its apartment's building); restored with it. */
    hiddenWithPlace: boolean('hidden_with_place').notNull().default(false),
    /** 'month' | 'year': how precisely the living period is shown. */
    periodPrecision: text('period_precision').notNull().default('month'),
    /** 'exact' | 'range': how rent and bills are shown to everyone but the author (migration 0027). */
    moneyPrecision: text('money_precision').notNull().default('exact'),
    /** The day a scheduled review goes public (00:00 UTC). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Set by the author to refuse later edits (anti-coercion); never unset. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * Keyed hash of the writer's network (/24 for IPv4, /48 for IPv6), for duplicate and vote-ring
     * checks; cleared after MODERATION_RETENTION.networkDays (docs/privacy-data.md).
     */
    networkHash: text('network_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The time lists order by (migration 0025). */
    listedAt: listedAt(),
  },
  (t) => [
    check('reviews_place_type_check', sql`${t.placeType} in ('city', 'district', 'building', 'apartment')`),
    check(
      'reviews_status_check',
      sql`${t.status} in ('published', 'held', 'scheduled', 'hidden', 'removed')`,
    ),
    check('reviews_period_precision_check', sql`${t.periodPrecision} in ('month', 'year')`),
    check('reviews_money_precision_check', sql`${t.moneyPrecision} in ('exact', 'range')`),
    index('reviews_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    index('reviews_network_created_idx')
      .on(t.networkHash, t.createdAt.desc())
      .where(sql`${t.networkHash} is not null`),
    check('reviews_period_check', sql`${t.livedTo} is null or ${t.livedFrom} <= ${t.livedTo}`),
    index('reviews_place_created_idx').on(t.placeId, t.listedAt.desc(), t.id.desc()),
    index('reviews_latest_idx').on(t.listedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    // Sitemaps read the published reviews in id order, a file's slice at a time, with what a file
    // says of each from the index alone (migrations 0030, 0034).
    index('reviews_published_id_idx')
      .on(t.id, t.updatedAt, t.hideAuthor)
      .where(sql`${t.status} = 'published'`),
    // "My reviews" (every status) and an author's public page (named and published), newest first
    // with a keyset on (listed_at, id) (migration 0019).
    index('reviews_author_created_idx').on(t.authorId, t.listedAt.desc(), t.id.desc()),
    index('reviews_author_public_idx')
      .on(t.authorId, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.hideAuthor} = false`),
    index('reviews_city_created_idx')
      .on(t.cityId, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // "All reviews" filtered by kind of place, everywhere or inside one city (migration 0018).
    index('reviews_type_created_idx')
      .on(t.placeType, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_city_type_created_idx')
      .on(t.cityId, t.placeType, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_district_created_idx')
      .on(t.districtId, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_building_created_idx')
      .on(t.buildingId, t.listedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // Highest/lowest rated inside a place: one index per scope, read forwards or backwards.
    ...(['placeId', 'buildingId', 'districtId', 'cityId'] as const).map((scope) =>
      index(`reviews_${scope.replace('Id', '')}_rating_idx`)
        .on(t[scope], t.overallRating.desc(), t.listedAt.desc(), t.id.desc())
        .where(sql`${t.status} = 'published'`),
    ),
    // Most helpful inside a place: the same per scope on the vote balance the list orders by.
    ...(['placeId', 'buildingId', 'districtId', 'cityId'] as const).map((scope) =>
      index(`reviews_${scope.replace('Id', '')}_helpful_idx`)
        .on(
          t[scope],
          sql`(${t.likesCount} - ${t.dislikesCount}) desc nulls last`,
          t.listedAt.desc(),
          t.id.desc(),
        )
        .where(sql`${t.status} = 'published'`),
    ),
    index('reviews_location_gist')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.status} = 'published' and ${t.lat} is not null`),
  ],
);

/**
 * A review's management key (issue 30): the link's and the short code's SHA-256 hashes, never the
 * secrets. One live key per review; re-issuing replaces the row (a random id), and revoking deletes
 * it, which ends every grant made from it.
 */
export const reviewKeys = pgTable(
  'review_keys',
  {
    id: uuid('id').primaryKey(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    linkHash: text('link_hash').notNull(),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [
    uniqueIndex('review_keys_review_id_key').on(t.reviewId),
    uniqueIndex('review_keys_link_hash_key').on(t.linkHash),
    uniqueIndex('review_keys_code_hash_key').on(t.codeHash),
  ],
);

/** A browser's right to manage one review, got by opening its key (only the grant's hash is kept). */
export const reviewKeyGrants = pgTable(
  'review_key_grants',
  {
    id: uuid('id').primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => reviewKeys.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('review_key_grants_token_hash_key').on(t.tokenHash),
    index('review_key_grants_key_id_idx').on(t.keyId),
    index('review_key_grants_expires_at_idx').on(t.expiresAt),
  ],
);

export const reviewAspects = pgTable(
  'review_aspects',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    aspect: text('aspect').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.aspect] }),
    check('review_aspects_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    /** 1 = like, -1 = dislike */
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_votes_user_idx').on(t.userId),
    check('review_votes_value_check', sql`${t.value} in (-1, 1)`),
  ],
);
