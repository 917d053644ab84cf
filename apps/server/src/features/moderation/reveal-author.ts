import type { ModerationAuthor } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findAccount } from '../auth/index.ts';
import { logAction, type Target } from '../screening/index.ts';
import { loadTarget, type StaffActor } from './decisions.ts';
import { authorView } from './queue.ts';

/**
 * Who wrote an item, for a moderator who has written down why they need to know (issue 30). For
 * content published without its author this is the only way from the item to the account, and it
 * leaves a line in the item's log (who, when, why) in the same transaction as the answer, so that
 * no account is told without its trace. The line names the item, never the account. A named
 * author is shown on the item anyway: told without a log line.
 */
export async function revealAuthor(
  db: Db,
  options: { target: Target; actor: StaffActor; reason: string },
): Promise<ModerationAuthor> {
  return db.transaction(async (tx) => {
    const content = await loadTarget(tx, options.target);
    if (!content) throw notFound('Content not found');
    // A place came with someone's review but has no author of its own.
    if (options.target.type === 'place') throw notFound('Author not found');
    const author = await findAccount(tx, content.authorId);
    if (!author) throw notFound('Author not found');
    if (content.hideAuthor) {
      await logAction(tx, {
        target: { ...options.target, nameless: true },
        action: 'reveal_author',
        actorId: options.actor.id,
        note: options.reason,
      });
    }
    return authorView(author, author.id);
  });
}
