import { DECISION_REASONS, type DecisionReason, type Locale, type MyReview } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findNamedAuthor } from '../auth/index.ts';
import { decisionReasons } from '../screening/index.ts';
import { sortedReviewRows } from './find-reviews.ts';
import { hydrateReviews } from './hydrate-reviews.ts';
import { reviews } from './schema.ts';

interface Viewer {
  lang: Locale;
  viewerId?: string | null | undefined;
  mediaUrl: (key: string) => string;
}

interface PageOptions {
  limit: number;
  cursor?: string | undefined;
}

/** One author's reviews matching `where`, newest first (the author indexes end in created_at, id). */
const authorPage = (db: Db, where: SQL, options: PageOptions) =>
  sortedReviewRows(db, [where], { ...options, sort: 'newest' });

/**
 * A named author's public reviews (reviews_author_public_idx). Reviews published without the name
 * are not in the index's scope, so neither the list nor its cursors ever reach them; an anonymous
 * account has no page at all.
 */
export async function listAuthorReviews(db: Db, authorId: string, options: Viewer & PageOptions) {
  if (!(await findNamedAuthor(db, authorId))) throw notFound('Author not found');
  const page = await authorPage(
    db,
    sql`${reviews.authorId} = ${authorId} and ${reviews.status} = 'published' and ${reviews.hideAuthor} = false`,
    options,
  );
  return { items: await hydrateReviews(db, page.items, options), nextCursor: page.nextCursor };
}

const isDecisionReason = (value: string | null): value is DecisionReason =>
  (DECISION_REASONS as readonly string[]).includes(value ?? '');

/**
 * "My reviews": every review of the caller (removed ones excepted: they are gone for the author
 * too), whatever its status, with the moderator's reason on hidden ones (reviews_author_created_idx,
 * then moderation_log_target_idx for the hidden ones only).
 */
export async function listMyReviews(
  db: Db,
  authorId: string,
  options: Omit<Viewer, 'viewerId'> & PageOptions,
): Promise<{ items: MyReview[]; nextCursor: string | null }> {
  const page = await authorPage(
    db,
    sql`${reviews.authorId} = ${authorId} and ${reviews.status} <> 'removed'`,
    options,
  );
  const hiddenIds = page.items.filter((row) => row.status === 'hidden').map((row) => row.id);
  const reasons = new Map<string, DecisionReason>();
  // The moderator's reason, from the log (screening's), newest decision first.
  const decisions = await decisionReasons(db, {
    type: 'review',
    ids: hiddenIds,
    actions: ['hide', 'ban_author'],
  });
  for (const decision of decisions) {
    if (!reasons.has(decision.targetId) && isDecisionReason(decision.reason))
      reasons.set(decision.targetId, decision.reason);
  }
  const hydrated = await hydrateReviews(db, page.items, { ...options, viewerId: authorId });
  return {
    items: hydrated.map((review) => ({
      ...review,
      hiddenReason: review.status === 'hidden' ? (reasons.get(review.id) ?? null) : null,
    })),
    nextCursor: page.nextCursor,
  };
}
