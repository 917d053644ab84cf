import type { AiSummaryVoteResult } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { aiSummaries, aiSummaryVotes } from './schema.ts';

/**
 * One helpfulness vote per user and summary, changeable. The counts on the summary are recomputed
 * from the votes in the same transaction, so concurrent votes cannot make them drift.
 */
export async function voteOnSummary(
  db: Db,
  options: { summaryId: string; userId: string; isHelpful: boolean },
): Promise<AiSummaryVoteResult> {
  return db.transaction(async (tx) => {
    const [summary] = await tx
      .select({ id: aiSummaries.id })
      .from(aiSummaries)
      .where(eq(aiSummaries.id, options.summaryId))
      .for('update');
    if (!summary) throw notFound('Summary not found');
    await tx
      .insert(aiSummaryVotes)
      .values({ summaryId: summary.id, userId: options.userId, isHelpful: options.isHelpful })
      .onConflictDoUpdate({
        target: [aiSummaryVotes.summaryId, aiSummaryVotes.userId],
        set: { isHelpful: options.isHelpful },
      });
    const [counts] = await tx
      .select({
        helpful: sql<number>`count(*) filter (where ${aiSummaryVotes.isHelpful})::int`,
        unhelpful: sql<number>`count(*) filter (where not ${aiSummaryVotes.isHelpful})::int`,
      })
      .from(aiSummaryVotes)
      .where(eq(aiSummaryVotes.summaryId, summary.id));
    const helpfulCount = Number(counts?.helpful ?? 0);
    const unhelpfulCount = Number(counts?.unhelpful ?? 0);
    await tx.update(aiSummaries).set({ helpfulCount, unhelpfulCount }).where(eq(aiSummaries.id, summary.id));
    return { helpfulCount, unhelpfulCount, myVote: options.isHelpful ? 'helpful' : 'unhelpful' };
  });
}
