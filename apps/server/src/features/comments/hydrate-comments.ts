import type { Comment } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadPublicAuthors, photoView, publicDayOf } from '../../lib/public-views.ts';
import { publishedCommentPhotos } from '../photos/index.ts';
import { type comments, commentVotes } from './schema.ts';

export type CommentRow = typeof comments.$inferSelect;

export interface CommentViewer {
  viewerId?: string | null | undefined;
  /** Public URL of a stored media object (the storage decides: local folder, CDN, S3). */
  mediaUrl: (key: string) => string;
}

/**
 * Turns comment rows into API objects in a fixed number of queries: authors, photos and the
 * viewer's own votes. As with reviews, anonymous accounts never carry author information.
 */
export async function hydrateComments(
  db: Db,
  rows: readonly CommentRow[],
  viewer: CommentViewer,
): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, photoRows, voteRows] = await Promise.all([
    loadPublicAuthors(
      db,
      rows.map((r) => r.authorId),
      viewer.mediaUrl,
    ),
    publishedCommentPhotos(db, ids),
    viewer.viewerId
      ? db
          .select()
          .from(commentVotes)
          .where(and(inArray(commentVotes.commentId, ids), eq(commentVotes.userId, viewer.viewerId)))
      : Promise.resolve([]),
  ]);
  const voteByComment = new Map(voteRows.map((v) => [v.commentId, v.value]));
  const { mediaUrl } = viewer;
  return rows.map((row) => {
    const vote = voteByComment.get(row.id);
    // A comment written while anonymous stays so after its account signs up (hide_author).
    const author = row.hideAuthor ? null : (authors.get(row.authorId) ?? null);
    // Without a public author the comment is dated by day, as authorless reviews are (for everyone,
    // its author included), so the time cannot tie it to the account's other traces.
    const timeOf = (date: Date) => (author ? date.toISOString() : publicDayOf(date));
    return {
      id: row.id,
      reviewId: row.reviewId,
      text: row.text,
      author,
      isOwn: Boolean(viewer.viewerId && viewer.viewerId === row.authorId),
      isEdited: row.updatedAt.getTime() > row.createdAt.getTime(),
      // Only its author is ever given a held comment (find-comments' visibleTo).
      status: row.status === 'held' ? 'held' : 'published',
      likesCount: row.likesCount,
      dislikesCount: row.dislikesCount,
      myVote: vote === 1 ? 'like' : vote === -1 ? 'dislike' : null,
      photos: photoRows.filter((p) => p.commentId === row.id).map((p) => photoView(p, mediaUrl)),
      createdAt: timeOf(row.createdAt),
      updatedAt: timeOf(row.updatedAt),
    };
  });
}
