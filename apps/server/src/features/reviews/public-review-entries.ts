import type { Locale, Review } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { idBound, idSliceStarts } from '../../lib/id-slices.ts';
import { publicDayOf } from '../../lib/public-views.ts';
import { getReview } from './find-reviews.ts';

/** A public review as a sitemap lists it: its id and when it last changed, as a stranger may know it. */
export interface PublicReviewEntry {
  id: string;
  /** W3C datetime: to the second for a named review, the day alone for one without its author. */
  lastModified: string;
}

/**
 * Which reviews the public reads: published ones only (held, scheduled, hidden and removed never),
 * as `getReview` answers a stranger. The one condition every sitemap read shares.
 */
const PUBLISHED = sql.raw(`status = 'published'`);

/**
 * The first id of every slice of `perSlice` published reviews, in id order: where each sitemap
 * file starts. One index-only pass over reviews_published_id_idx; only the boundaries are kept.
 */
export function publicReviewSliceStarts(db: Pick<Db, 'execute'>, perSlice: number): Promise<string[]> {
  return idSliceStarts(db, { table: sql.raw('reviews'), id: sql.raw('id'), where: PUBLISHED, perSlice });
}

/**
 * Published reviews from `from` (inclusive) or after `after` (exclusive), in id order: one keyset
 * page of a sitemap file. A review without its author is dated by its day, as its page dates it
 * (hydrate-reviews.ts): a finer time would tie it to its writer (docs/decisions/015).
 */
export async function listPublicReviewEntries(
  db: Pick<Db, 'execute'>,
  options: { from?: string; after?: string; limit: number },
): Promise<PublicReviewEntry[]> {
  const bound = idBound(sql.raw('id'), options);
  const rows = rowsOf<{ id: string; updatedAt: Date | string; hideAuthor: boolean }>(
    await db.execute(sql`
      select id, updated_at as "updatedAt", hide_author as "hideAuthor" from reviews
      where ${PUBLISHED}${bound} order by id limit ${options.limit}`),
  );
  return rows.map((row) => {
    const updatedAt = new Date(row.updatedAt);
    return {
      id: row.id,
      lastModified: row.hideAuthor
        ? publicDayOf(updatedAt).slice(0, 10)
        : `${updatedAt.toISOString().slice(0, 19)}Z`,
    };
  });
}

/**
 * A review as a stranger sees it (what its page shows someone without a session), or null when a
 * stranger cannot see it: held, scheduled, hidden, removed or unknown.
 */
export async function getPublicReview(db: Db, id: string, lang: Locale): Promise<Review | null> {
  try {
    // Photos are not needed by the callers (a share card); their addresses stay empty.
    return await getReview(db, id, { lang, viewerId: null, mediaUrl: () => '' });
  } catch (error) {
    if (error instanceof AppError && error.code === 'REVIEW_NOT_FOUND') return null;
    throw error;
  }
}
