import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { ScreenedSources } from '../screening/index.ts';
import { comments } from './schema.ts';

/** Comments as the write-time checks read them (screening/screened-sources.ts), through the author and thread indexes. */
export const commentsForScreening: ScreenedSources['comments'] = {
  async copyCandidates(db, scope, options) {
    return await db
      .select({
        id: comments.id,
        authorId: comments.authorId,
        reviewId: comments.reviewId,
        text: comments.text,
      })
      .from(comments)
      .where(
        and(
          'reviewId' in scope
            ? eq(comments.reviewId, scope.reviewId)
            : and(eq(comments.authorId, scope.authorId), gt(comments.createdAt, scope.since)),
          ne(comments.status, 'removed'),
          options.excludeId ? ne(comments.id, options.excludeId) : undefined,
        ),
      )
      .orderBy(desc(comments.createdAt))
      .limit(options.limit);
  },
};
