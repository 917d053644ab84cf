import type { AuthorProfile } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, pointsLedger, reviews } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { findNamedAuthor } from '../auth/index.ts';

/** Ledger sources that belong to one review: its own worth and the likes it received. */
const REVIEW_SOURCES = sql`('review', 'review_like')`;
const COMMENT_SOURCES = sql`('comment', 'comment_like')`;

/**
 * A named author's public profile. Anonymous accounts have no page (404, the same answer as an id
 * that does not exist, so the page cannot tell them apart). The counts and the sofas leave out
 * every review published without the name: a total that moved when such a review appeared, or was
 * liked, would tie it to the author.
 */
export async function getAuthorProfile(
  db: Pick<Db, 'select'>,
  authorId: string,
  mediaUrl: (key: string) => string,
): Promise<AuthorProfile> {
  const user = await findNamedAuthor(db, authorId);
  if (!user) throw notFound('Author not found');
  const [[reviewCount], [commentCount], [sofas]] = await Promise.all([
    // reviews_author_public_idx
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(
        and(eq(reviews.authorId, authorId), eq(reviews.status, 'published'), eq(reviews.hideAuthor, false)),
      ),
    // comments_author_created_idx, then each comment's review by its key
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(reviews, eq(reviews.id, comments.reviewId))
      .where(
        and(
          eq(comments.authorId, authorId),
          eq(comments.status, 'published'),
          eq(comments.hideAuthor, false),
          eq(reviews.status, 'published'),
        ),
      ),
    // points_ledger_user_idx, then each review or comment source's row by its key
    db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, authorId),
          sql`not exists (select 1 from ${reviews} where ${reviews.id} = ${pointsLedger.sourceId}
            and ${pointsLedger.sourceType} in ${REVIEW_SOURCES} and ${reviews.hideAuthor})`,
          // …and every comment written without it (an anonymous account's, kept authorless when
          // it signed up: issue 30), liked before or after.
          sql`not exists (select 1 from ${comments} where ${comments.id} = ${pointsLedger.sourceId}
            and ${pointsLedger.sourceType} in ${COMMENT_SOURCES} and ${comments.hideAuthor})`,
        ),
      ),
  ]);
  return {
    id: user.id,
    name: user.name ?? '',
    avatarUrl: user.avatarKey ? mediaUrl(user.avatarKey) : null,
    memberSince: `${user.createdAt.toISOString().slice(0, 7)}-01`,
    sofas: Math.max(0, sofas?.total ?? 0),
    reviewCount: reviewCount?.count ?? 0,
    commentCount: commentCount?.count ?? 0,
  };
}
