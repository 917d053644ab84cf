import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countReviewView } from '../reviews/index.ts';
import { pageViews } from './schema.ts';

const MAX_PATH = 300;
/** The app's own pages only (a locale, then plain segments), so junk paths cannot fill the table. */
const APP_PATH = /^\/(?:(?:en|ru|ka)(?:\/[A-Za-z0-9._~-]{1,100}){0,6})?$/;
const REVIEW_PATH =
  /^\/(?:en|ru|ka)\/reviews\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The path as it is counted: no query string or fragment (they can carry tokens and search terms),
 * no trailing slash, repeated slashes collapsed, UUIDs lower-cased. Null for anything that is not
 * one of the app's pages.
 */
export function normalizePagePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let pathname: string;
  try {
    pathname = new URL(raw, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const path = pathname
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .replace(/[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/gi, (id) => id.toLowerCase());
  return path.length <= MAX_PATH && APP_PATH.test(path) ? path : null;
}

/**
 * Counts one view of a page for today (UTC): a counter per path and day, nothing about the
 * visitor. A review page also raises that review's view count, shown on it; a review path that
 * names no published review is not counted at all.
 */
export async function recordPageView(db: Db, path: string, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const reviewId = REVIEW_PATH.exec(path)?.[1];
    if (reviewId && !(await countReviewView(tx, reviewId))) return false;
    await tx
      .insert(pageViews)
      .values({ path, day, count: 1 })
      .onConflictDoUpdate({
        target: [pageViews.path, pageViews.day],
        set: { count: sql`${pageViews.count} + 1` },
      });
    return true;
  });
}
