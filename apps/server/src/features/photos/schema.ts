import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { commentKey, placeKey, reviewKey, userKey } from '../../db/key-targets.ts';

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => placeKey, { onDelete: 'set null' }),
    reviewId: uuid('review_id').references(() => reviewKey, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => commentKey, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Responsive sizes: [{ width, key }] */
    variants: jsonb('variants').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('published'),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_review_idx').on(t.reviewId),
    index('photos_comment_idx').on(t.commentId),
    index('photos_owner_idx').on(t.ownerId),
  ],
);
