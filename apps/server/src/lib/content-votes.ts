import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client.ts';
import { AppError } from './app-error.ts';

export type VoteValue = 'like' | 'dislike';

/** The abuse limits of voting (ours), the same for reviews and comments: a person never meets them. */
export const VOTE_LIMITS = {
  perUser: { limit: 300, windowSeconds: 60 * 60 },
  perNetwork: { limit: 600, windowSeconds: 60 * 60 },
};

/**
 * What can be voted on, handed in by the feature that owns it: its vote table and counters stay its
 * own (docs/code-structure.md), this file only runs the one vote procedure on them.
 */
export interface VoteTarget<Content extends { id: string; authorId: string }> {
  /** One row per voter and content: the content's id, the voter's, and 1 (like) or -1 (dislike). */
  votes: { table: PgTable; contentId: PgColumn; userId: PgColumn; value: PgColumn };
  /** The content's table with its two counters, recomputed from the votes. */
  counters: { table: PgTable; id: PgColumn; likes: PgColumn; dislikes: PgColumn };
  /** Locks the content's row for the vote; throws the owner's not-found when it cannot be voted on. */
  lock(tx: Executor, id: string): Promise<Content>;
  /** The refusal of a vote on one's own content. */
  ownContentMessage: string;
  /** The vote's consequences in the same transaction (the author's like points, screening). */
  afterVote(
    tx: Executor,
    content: Content,
    vote: { voterId: string; value: VoteValue | null },
  ): Promise<void>;
}

const name = (column: PgColumn) => sql.identifier(column.name);

/**
 * One vote per user per content, changeable and removable (`null`); never on one's own. The counts
 * are recomputed from the votes in the same transaction (no drift), under the content's row lock.
 */
export async function setContentVote<Content extends { id: string; authorId: string }>(
  db: Db,
  target: VoteTarget<Content>,
  options: { voterId: string; contentId: string; value: VoteValue | null },
) {
  const { votes, counters } = target;
  return db.transaction(async (tx) => {
    const content = await target.lock(tx, options.contentId);
    if (content.authorId === options.voterId) throw new AppError('FORBIDDEN', target.ownContentMessage);
    const mine: SQL = and(eq(votes.contentId, content.id), eq(votes.userId, options.voterId))!;
    if (options.value === null) {
      await tx.delete(votes.table).where(mine);
    } else {
      const value = options.value === 'like' ? 1 : -1;
      await tx.execute(sql`
        insert into ${votes.table} (${name(votes.contentId)}, ${name(votes.userId)}, ${name(votes.value)})
        values (${content.id}, ${options.voterId}, ${value})
        on conflict (${name(votes.contentId)}, ${name(votes.userId)})
        do update set ${name(votes.value)} = excluded.${name(votes.value)}`);
    }
    const [counts] = await tx
      .select({
        likes: sql<number>`count(*) filter (where ${votes.value} = 1)::int`,
        dislikes: sql<number>`count(*) filter (where ${votes.value} = -1)::int`,
      })
      .from(votes.table)
      .where(eq(votes.contentId, content.id));
    const { likes, dislikes } = counts!;
    await tx.execute(sql`
      update ${counters.table} set ${name(counters.likes)} = ${likes}, ${name(counters.dislikes)} = ${dislikes}
      where ${name(counters.id)} = ${content.id}`);
    await target.afterVote(tx, content, { voterId: options.voterId, value: options.value });
    return { likesCount: likes, dislikesCount: dislikes, myVote: options.value };
  });
}
