import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Page views per path and day, with no personal data (no IP, no cookie, no user). */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);
