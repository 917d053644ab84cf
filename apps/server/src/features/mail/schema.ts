import type { Locale } from '@app/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Durable e-mail outbox: a worker sends pending rows with retries, so a down SMTP loses nothing. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    language: text('language').$type<Locale>().notNull(),
    /** 'pending' | 'sending' | 'sent' | 'failed' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Extra headers (List-Unsubscribe); they may carry a link's secret, so they go with the bodies. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);
