import { POINTS } from '@app/contracts';
import type { Executor } from '../../db/client.ts';
import { pointSources } from './point-sources.ts';
import { syncPoints } from './sync-points.ts';

/** What was liked: a review or a comment, and who wrote it (the one the likes pay). */
export interface LikedSource {
  sourceType: 'review_like' | 'comment_like';
  sourceId: string;
  authorId: string;
}

/**
 * The one rule for likes, of reviews and comments alike: each voter's like pays the author
 * POINTS.likeReceived while the vote is a like and the author has an account (an anonymous or
 * unknown author earns nothing); anything else syncs the voter's entry back to 0.
 */
export async function syncLikePoints(
  db: Executor,
  liked: LikedSource,
  votes: ReadonlyArray<{ voterId: string; isLike: boolean }>,
) {
  if (votes.length === 0) return;
  const earns = !(await pointSources().accounts.isAnonymous(db, liked.authorId));
  for (const vote of votes) {
    await syncPoints(
      db,
      {
        userId: liked.authorId,
        sourceType: liked.sourceType,
        sourceId: liked.sourceId,
        actorId: vote.voterId,
        reason: 'like_received',
      },
      vote.isLike && earns ? POINTS.likeReceived : 0,
    );
  }
}
