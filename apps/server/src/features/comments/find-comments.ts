import type { AuthorComment, Comment, CommentOrder, Locale } from '@app/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { findNamedAuthor } from '../auth/index.ts';
import { loadPlaces } from '../places/index.ts';
import { commentedReviews } from './commented-reviews.ts';
import { type CommentRow, type CommentViewer, hydrateComments } from './hydrate-comments.ts';
import { comments } from './schema.ts';

export interface ListCommentsOptions extends CommentViewer {
  reviewId: string;
  order: CommentOrder;
  limit: number;
  cursor?: string | undefined;
}

/**
 * The comments a viewer may read: published ones, and their own that wait for a moderator (a new
 * account's link, screening's holdsComment).
 */
const visibleTo = (viewerId: string | null | undefined): SQL | undefined =>
  viewerId
    ? or(eq(comments.status, 'published'), and(eq(comments.status, 'held'), eq(comments.authorId, viewerId)))
    : eq(comments.status, 'published');

/**
 * A review's thread, keyset-paginated on (listed_at, id) in either direction, which the
 * (review_id, listed_at, id) index serves both ways. listed_at is created_at, or for a nameless
 * comment the end of its UTC day (migration 0033): a conversation stays in order among named
 * comments, and a nameless one closes its day, so its place tells no finer time than its date does.
 * An unknown or deleted review is a 404, so the page can tell "no comments yet" from "gone".
 */
export async function listComments(
  db: Db,
  options: ListCommentsOptions,
): Promise<{ items: Comment[]; nextCursor: string | null }> {
  const review = await commentedReviews().find(db, options.reviewId);
  if (review?.status !== 'published') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
  const cursor = decodeCursor(options.cursor, [cursorField.timestamp, cursorField.uuid]);
  const newest = options.order === 'newest';
  const after = cursor
    ? newest
      ? sql`(${comments.listedAt}, ${comments.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
      : sql`(${comments.listedAt}, ${comments.id}) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : undefined;
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.reviewId, options.reviewId), visibleTo(options.viewerId), after))
    .orderBy(
      newest
        ? sql`${comments.listedAt} desc, ${comments.id} desc`
        : sql`${comments.listedAt}, ${comments.id}`,
    )
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows.at(-1);
  return {
    items: await hydrateComments(db, pageRows, options),
    nextCursor: hasMore && last ? encodeCursor([last.listedAt.toISOString(), last.id]) : null,
  };
}

/** One comment of a published review that the viewer may read (visibleTo), or 404. */
export async function getComment(db: Db, id: string, viewer: CommentViewer): Promise<Comment> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), visibleTo(viewer.viewerId)));
  const review = row && (await commentedReviews().find(db, row.reviewId));
  if (!row || review?.status !== 'published') throw notFound('Comment not found');
  const [comment] = await hydrateComments(db, [row], viewer);
  return comment!;
}

/**
 * A named author's published comments on published reviews, newest first (comments_author_created_idx),
 * each with the reviewed place's name. An anonymous account has no page: 404.
 */
export async function listAuthorComments(
  db: Db,
  authorId: string,
  options: CommentViewer & { lang: Locale; limit: number; cursor?: string | undefined },
): Promise<{ items: AuthorComment[]; nextCursor: string | null }> {
  if (!(await findNamedAuthor(db, authorId))) throw notFound('Author not found');
  const cursor = decodeCursor(options.cursor, [cursorField.timestamp, cursorField.uuid]);
  // The author's published named comments, newest first, a page and one more at a time; those under
  // a review that is not published are left out (reviews say which are), until a page and one more
  // are found or none are left: the rows a join with the reviews would give.
  const wanted = options.limit + 1;
  const rows: Array<{ comment: CommentRow; placeId: string }> = [];
  let after: readonly [string, string] | null = cursor;
  for (;;) {
    const batch = await db
      .select()
      .from(comments)
      .where(
        and(
          eq(comments.authorId, authorId),
          eq(comments.status, 'published'),
          eq(comments.hideAuthor, false),
          after
            ? sql`(${comments.createdAt}, ${comments.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${comments.createdAt} desc nulls last, ${comments.id} desc nulls last`)
      .limit(wanted);
    const reviewIds = [...new Set(batch.map((comment) => comment.reviewId))];
    const reviewById = new Map(
      (await commentedReviews().findMany(db, reviewIds)).map((review) => [review.id, review]),
    );
    for (const comment of batch) {
      const review = reviewById.get(comment.reviewId);
      if (review?.status === 'published' && rows.length < wanted)
        rows.push({ comment, placeId: review.placeId });
    }
    const end = batch.at(-1);
    if (rows.length >= wanted || batch.length < wanted || !end) break;
    after = [end.createdAt.toISOString(), end.id];
  }
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows.at(-1)?.comment;
  const [hydrated, places] = await Promise.all([
    hydrateComments(
      db,
      pageRows.map((row) => row.comment),
      options,
    ),
    loadPlaces(
      db,
      pageRows.map((row) => row.placeId),
    ),
  ]);
  return {
    items: hydrated.map((comment, index) => {
      // A review's place is kept while the review is (its key restricts a delete).
      const place = places.get(pageRows[index]!.placeId);
      const localName = options.lang === 'ru' ? place?.nameRu : options.lang === 'ka' ? place?.nameKa : null;
      return { ...comment, placeName: localName || (place?.nameEn ?? '') };
    }),
    nextCursor:
      rows.length > options.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}
