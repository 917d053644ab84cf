import type { Executor } from '../../db/client.ts';
import { raiseFlag } from './moderation-store.ts';
import { screenedSources } from './screened-sources.ts';

export const VOTE_RULES = {
  /** Likes in both directions between two accounts within this window make a ring. */
  ringWindowDays: 90,
  /** At least this many likes each way. */
  ringMinEachWay: 2,
} as const;

/**
 * Checks a like as it is given: from the author's own network (a second account of the author:
 * a self-vote), or one more like between two accounts that keep liking each other (a vote ring).
 * Votes are not refused (people share flats and Wi-Fi); the review goes to the queue with the
 * evidence, and a moderator decides.
 */
export async function checkLike(
  db: Executor,
  review: { id: string; authorId: string; networkHash: string | null; hideAuthor: boolean },
  voter: { id: string; networkHash: string | null },
) {
  const target = { type: 'review' as const, id: review.id, nameless: review.hideAuthor };
  if (voter.networkHash && review.networkHash && voter.networkHash === review.networkHash) {
    await raiseFlag(db, target, 'self_vote', { voterId: voter.id });
  }
  const since = new Date(Date.now() - VOTE_RULES.ringWindowDays * 86_400_000);
  const given = await screenedSources().reviews.likesBetween(db, voter.id, review.authorId, since);
  if (given < VOTE_RULES.ringMinEachWay) return;
  const received = await screenedSources().reviews.likesBetween(db, review.authorId, voter.id, since);
  if (received < VOTE_RULES.ringMinEachWay) return;
  await raiseFlag(db, target, 'vote_ring', {
    otherUserId: voter.id,
    mutualVotes: Math.min(given, received),
  });
}
