import { PLACE_MESSAGES, type StreetNames } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { nameStreet } from '../places/index.ts';
import { closeCase, hasOpenFlags, logAction, resolveFlags } from '../screening/index.ts';
import type { StaffActor } from './decisions.ts';
import { reports } from './schema.ts';

/**
 * A moderator names a street the app did not know (issue 33, item 3), in one transaction: places
 * renames the writers' buildings on it and knows the street from now on; each renamed building's
 * `unknown_street` flag is resolved (its case closes when nothing else is open on it), and the log
 * says who named it and how. The log carries the street's names only: no writer, no typed address.
 */
export async function nameUnknownStreet(
  db: Db,
  options: { placeId: string; actor: StaffActor; names: StreetNames },
): Promise<void> {
  await db.transaction(async (tx) => {
    const named = await nameStreet(tx, { placeId: options.placeId, names: options.names });
    if (!named) throw new AppError('PLACE_NOT_FOUND', PLACE_MESSAGES.placeNotFound);
    const now = new Date();
    for (const buildingId of named.buildingIds) {
      // A place has no author to show: its log lines are dated as nameless content's (decisions.ts).
      const target = { type: 'place' as const, id: buildingId, nameless: true };
      await resolveFlags(tx, buildingId, now, 'unknown_street');
      await logAction(tx, {
        target,
        action: 'name_street',
        actorId: options.actor.id,
        params: { en: options.names.en, ru: options.names.ru, ka: options.names.ka },
      });
      const [openReport] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.targetId, buildingId), eq(reports.status, 'open')))
        .limit(1);
      if (!openReport && !(await hasOpenFlags(tx, buildingId))) await closeCase(tx, target);
    }
  });
}
