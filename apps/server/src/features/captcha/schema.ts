import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Solved captcha challenges, kept until they expire so that each is accepted once only. */
export const captchaReplays = pgTable(
  'captcha_replays',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_replays_expires_idx').on(t.expiresAt)],
);
