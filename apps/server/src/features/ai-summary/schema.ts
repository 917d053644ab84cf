import type { Locale } from '@app/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { placeKey, userKey } from '../../db/key-targets.ts';

export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: uuid('id').primaryKey(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => placeKey, { onDelete: 'cascade' }),
    language: text('language').$type<Locale>().notNull(),
    provider: text('provider').notNull(),
    content: jsonb('content').notNull(),
    reviewCount: integer('review_count').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_summaries_place_lang_idx').on(t.placeId, t.language, t.generatedAt.desc())],
);

export const aiSummaryVotes = pgTable(
  'ai_summary_votes',
  {
    summaryId: uuid('summary_id')
      .notNull()
      .references(() => aiSummaries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    isHelpful: boolean('is_helpful').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.summaryId, t.userId] })],
);
