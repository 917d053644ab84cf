import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, listedAt, updatedAt } from '../../db/columns.ts';
import { reviewKey, userKey } from '../../db/key-targets.ts';

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewKey, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    status: text('status').notNull().default('published'),
    /** Written by an anonymous account: shown without author even after the account signs up. */
    hideAuthor: boolean('hide_author').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The time a thread orders by (migration 0033), as reviews' listed_at. */
    listedAt: listedAt(),
  },
  (t) => [
    index('comments_review_created_idx').on(t.reviewId, t.listedAt, t.id),
    index('comments_author_idx').on(t.authorId),
    // An author's public page lists their comments newest first (migration 0019).
    index('comments_author_created_idx')
      .on(t.authorId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
  ],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => userKey, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    check('comment_votes_value_check', sql`${t.value} in (-1, 1)`),
  ],
);
