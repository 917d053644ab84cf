import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The time a public list orders reviews or comments by (issue 30): created_at, or for writing
 * without author (hide_author) the last millisecond of its UTC day, so that its place between named
 * writing (whose exact times are public) tells no more than its day. Stored, so list indexes read it.
 * The moderation log orders its lines about such writing (`dated_by_day`) by the first millisecond of
 * their day instead: below the day's named lines, so that a moderator's decisions of today are not
 * pushed off the log's first page by the day's nameless lines (as the queue waits such a case from the
 * start of its day).
 */
export const listedAt = (byDay: 'hide_author' | 'dated_by_day' = 'hide_author') =>
  timestamp('listed_at', { withTimezone: true })
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        byDay === 'hide_author'
          ? `CASE WHEN "${byDay}" THEN ((date_trunc('day', "created_at" AT TIME ZONE 'UTC') + interval '1 day' - interval '1 millisecond') AT TIME ZONE 'UTC') ELSE "created_at" END`
          : `CASE WHEN "${byDay}" THEN (date_trunc('day', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') ELSE "created_at" END`,
      ),
    );
