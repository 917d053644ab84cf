import { sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../db/client.ts';
import { type photos, users } from '../db/schema.ts';

export interface PublicAuthor {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/**
 * Authors as the public may see them. Anonymous accounts map to null: no name, no id, no avatar,
 * anywhere content is shown (reviews, comments). Keeping the rule in one place keeps it true.
 */
const authorsById = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, name: users.name, avatarKey: users.avatarKey, isAnonymous: users.isAnonymous })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('public_authors'),
);

export async function loadPublicAuthors(
  db: Db,
  authorIds: Iterable<string>,
  mediaUrl: (key: string) => string,
): Promise<Map<string, PublicAuthor | null>> {
  const ids = [...new Set(authorIds)];
  if (ids.length === 0) return new Map();
  return publicAuthorsOf(await authorsById(db).execute({ ids }), mediaUrl);
}

/** Account rows as the public may see them (see loadPublicAuthors). */
export function publicAuthorsOf(
  rows: ReadonlyArray<{ id: string; name: string | null; avatarKey: string | null; isAnonymous: boolean }>,
  mediaUrl: (key: string) => string,
): Map<string, PublicAuthor | null> {
  return new Map(
    rows.map((row) => [
      row.id,
      row.isAnonymous
        ? null
        : { id: row.id, name: row.name ?? '', avatarUrl: row.avatarKey ? mediaUrl(row.avatarKey) : null },
    ]),
  );
}

/**
 * Midnight UTC of the day: how content without a public author (anonymous accounts, hidden names)
 * is dated in public, so its time cannot be matched against other traces of the author.
 */
export const publicDayOf = (date: Date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;

/** A stored photo as the API shows it: the largest size and its responsive variants. */
export function photoView(
  row: Pick<typeof photos.$inferSelect, 'id' | 'storageKey' | 'width' | 'height' | 'variants'>,
  mediaUrl: (key: string) => string,
) {
  return {
    id: row.id,
    url: mediaUrl(row.storageKey),
    width: row.width,
    height: row.height,
    variants: (row.variants as Array<{ width: number; key: string }>).map((v) => ({
      width: v.width,
      url: mediaUrl(v.key),
    })),
  };
}
