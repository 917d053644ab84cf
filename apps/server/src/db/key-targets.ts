import { pgTable, uuid } from 'drizzle-orm/pg-core';

/*
 * The keys that one owner's tables point at in another owner's (issue 32, item 1): a foreign key
 * to an account, a place, a review or a comment names its target here, so that a feature's
 * `schema.ts` imports no other feature's. Each stands for the `id` column of its owner's table
 * (`features/auth/schema.ts`, `places/`, `reviews/`, `comments/`; test/table-owners.test.ts checks
 * that the name and type match), and drizzle-kit writes the same constraint as with the owner's
 * column. Keys only: never read or written through (a feature reads another's table through the
 * owner's functions), and not in `db/schema.ts`.
 */
const keyOf = (table: string) => pgTable(table, { id: uuid('id').primaryKey() }).id;

export const userKey = keyOf('users');
export const placeKey = keyOf('places');
export const reviewKey = keyOf('reviews');
export const commentKey = keyOf('comments');
