import type { Locale } from '@app/contracts';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { userKey } from '../../db/key-targets.ts';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => userKey, { onDelete: 'set null' }),
    contacts: text('contacts'),
    text: text('text').notNull(),
    language: text('language').$type<Locale>(),
    pagePath: text('page_path'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc())],
);
