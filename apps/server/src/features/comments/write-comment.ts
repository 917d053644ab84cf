import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { anonymousTime } from '../../lib/anonymous-time.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { attachPhotos, photoFilesOf, replacePhotos } from '../photos/index.ts';
import { reverseSourcePoints, syncCommentPoints } from '../points/index.ts';
import {
  findCommentDuplicates,
  holdsComment,
  recordFindings,
  screenCommentText,
} from '../screening/index.ts';
import { countPublishedComments, setCommentStatus } from './comment-status.ts';
import { commentedReviews } from './commented-reviews.ts';
import type { CommentRow } from './hydrate-comments.ts';
import { comments } from './schema.ts';

/**
 * Locks the review row: comment writes on one review serialise on it, so the recount below is
 * exact, and a review deleted meanwhile cannot receive a comment.
 */
async function lockPublishedReview(tx: Executor, reviewId: string) {
  const review = await commentedReviews().find(tx, reviewId, { lock: true });
  if (review?.status !== 'published') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
  return review;
}

/** The review's count of published comments, recounted from the rows in the same transaction (no drift). */
async function recountComments(tx: Executor, reviewId: string) {
  await commentedReviews().setCommentsCount(tx, reviewId, await countPublishedComments(tx, reviewId));
}

/** How many comments (in any status) the author wrote in the last `hours`. */
export async function countRecentComments(db: Pick<Db, 'select'>, authorId: string, hours: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        eq(comments.authorId, authorId),
        sql`${comments.createdAt} > now() - make_interval(hours => ${hours})`,
      ),
    );
  return row?.n ?? 0;
}

export async function createComment(
  db: Db,
  options: { author: SessionUser; reviewId: string; text: string; photoIds?: string[] | undefined },
): Promise<string> {
  const screened = screenCommentText(options.text);
  // A new account's link waits for a moderator; the author sees it meanwhile, nobody else does.
  const held = holdsComment(screened.findings, options.author);
  return db.transaction(async (tx) => {
    await lockPublishedReview(tx, options.reviewId);
    // Millisecond precision, so that keyset cursors (which carry ISO timestamps) match exactly;
    // an anonymous account's comment gets what authorless reviews get: a time rounded up to the
    // minute, and it stays without author after the account signs up. Every comment's id is random.
    const exact = new Date();
    const isAnonymous = options.author.isAnonymous;
    const now = isAnonymous ? anonymousTime(exact) : exact;
    const id = randomUUID();
    const [row] = await tx
      .insert(comments)
      .values({
        id,
        reviewId: options.reviewId,
        authorId: options.author.id,
        text: screened.text,
        status: held ? 'held' : 'published',
        hideAuthor: isAnonymous,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await attachPhotos(tx, { type: 'comment', id }, options.author.id, options.photoIds ?? []);
    await recountComments(tx, options.reviewId);
    await syncCommentPoints(tx, row!);
    const copies = await findCommentDuplicates(tx, {
      text: screened.text,
      authorId: options.author.id,
      reviewId: options.reviewId,
      excludeId: id,
    });
    await recordFindings(
      tx,
      { type: 'comment', id, nameless: isAnonymous },
      [...screened.findings, ...copies],
      { held },
    );
    return id;
  });
}

/**
 * Locks the review of a comment (whatever its status), then the comment: the order every review
 * write takes them, so no deadlock, and the author's other comments on the review, which decide
 * what this one earns, cannot change meanwhile.
 */
async function lockReviewOfComment(tx: Executor, commentId: string) {
  const [target] = await tx
    .select({ reviewId: comments.reviewId })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!target) throw notFound('Comment not found');
  await commentedReviews().find(tx, target.reviewId, { lock: true });
}

/**
 * Loads a comment for a write by its author (published, or held for a moderator: the author may
 * still edit or delete it); locks the row so concurrent writes serialise.
 */
async function lockOwnComment(tx: Executor, id: string, userId: string): Promise<CommentRow> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  if (row?.status !== 'published' && row?.status !== 'held') throw notFound('Comment not found');
  if (row.authorId !== userId)
    throw new AppError('FORBIDDEN', "You don't have permission to edit this comment");
  return row;
}

export async function updateComment(
  db: Db,
  options: { author: SessionUser; id: string; text: string; photoIds?: string[] | undefined },
): Promise<void> {
  const screened = screenCommentText(options.text);
  const held = holdsComment(screened.findings, options.author);
  await db.transaction(async (tx) => {
    await lockReviewOfComment(tx, options.id);
    const before = await lockOwnComment(tx, options.id, options.author.id);
    await tx
      .update(comments)
      .set({
        text: screened.text,
        // Written while anonymous, a comment stays nameless after its author signs up (hide_author).
        updatedAt: before.hideAuthor ? anonymousTime(new Date()) : new Date(),
      })
      .where(eq(comments.id, before.id));
    // The new text may gain or lose the substance a comment needs to earn.
    await syncCommentPoints(tx, before);
    const copies = await findCommentDuplicates(tx, {
      text: screened.text,
      authorId: before.authorId,
      reviewId: before.reviewId,
      excludeId: before.id,
    });
    const target = { type: 'comment' as const, id: before.id, nameless: before.hideAuthor };
    // A link added later waits like a new comment's (its count, points and likes' points go with
    // it); a held comment stays held until a moderator decides, whatever the edit.
    if (held && before.status === 'published') await setCommentStatus(tx, before.id, 'held');
    await recordFindings(tx, target, [...screened.findings, ...copies], {
      held: held && before.status === 'published',
    });
    if (options.photoIds) {
      // Photos left out go back to the author's pending uploads, as with reviews.
      await replacePhotos(tx, { type: 'comment', id: before.id }, options.author.id, options.photoIds);
    }
  });
}

/**
 * Permanent delete: the review's count, and every point that depended on the comment (its own and
 * its likes), in one transaction. Returns the storage keys of its photos for removal after commit.
 */
export async function deleteComment(db: Db, options: { author: SessionUser; id: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The review first, then the comment: the order a review delete takes them, so no deadlock.
    const [target] = await tx
      .select({ reviewId: comments.reviewId })
      .from(comments)
      .where(eq(comments.id, options.id));
    if (!target) throw notFound('Comment not found');
    await lockPublishedReview(tx, target.reviewId);
    const comment = await lockOwnComment(tx, options.id, options.author.id);
    await reverseSourcePoints(tx, [comment.id]);
    const files = await photoFilesOf(tx, [{ type: 'comment', id: comment.id }]);
    await tx.delete(comments).where(eq(comments.id, comment.id));
    await recountComments(tx, comment.reviewId);
    // The author's next comment with substance on this review may earn in its place.
    await syncCommentPoints(tx, comment);
    return files;
  });
}
