import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PointSources } from '../points/index.ts';
import { comments, commentVotes } from './schema.ts';

const source = {
  id: comments.id,
  reviewId: comments.reviewId,
  authorId: comments.authorId,
  status: comments.status,
};

/** Comments as the points ledger reads them (points/point-sources.ts): what is there, not what it is worth. */
export const commentsForPoints: PointSources['comments'] = {
  async ofReview(db, reviewId) {
    return await db.select(source).from(comments).where(eq(comments.reviewId, reviewId));
  },
  async thread(db, reviewId, authorId) {
    return await db
      .select({ id: comments.id, text: comments.text, status: comments.status })
      .from(comments)
      .where(and(eq(comments.reviewId, reviewId), eq(comments.authorId, authorId)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
  },
  async ofAuthor(db, authorId) {
    return await db.select(source).from(comments).where(eq(comments.authorId, authorId));
  },
  async likes(db, commentIds) {
    if (commentIds.length === 0) return [];
    return await db
      .select({ commentId: commentVotes.commentId, voterId: commentVotes.userId })
      .from(commentVotes)
      .where(and(inArray(commentVotes.commentId, [...commentIds]), eq(commentVotes.value, 1)));
  },
};
