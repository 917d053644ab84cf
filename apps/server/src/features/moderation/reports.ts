import { randomUUID } from 'node:crypto';
import type { ReportReason, ReportTarget } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { anonymousTime } from '../../lib/anonymous-time.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { openCase } from '../screening/index.ts';
import { loadTarget } from './decisions.ts';
import { reports } from './schema.ts';

/**
 * A visitor's report. Only content the public can see can be reported, never one's own (the page
 * hides the button; a script must not fill the queue with self-reports either); each reporter (an
 * account, or a network for visitors without one) reports an item once.
 */
export async function createReport(
  db: Db,
  options: {
    body: { targetType: ReportTarget; targetId: string; reason: ReportReason; text?: string | undefined };
    reporterId: string | null;
    reporterKey: string;
  },
): Promise<{ id: string }> {
  const { body } = options;
  return db.transaction(async (tx) => {
    const target = { type: body.targetType, id: body.targetId };
    const content = await loadTarget(tx, target);
    if (content?.status !== 'published') throw notFound('Content not found');
    if (options.reporterId !== null && content.authorId === options.reporterId)
      throw new AppError('FORBIDDEN', 'You cannot report your own content');
    // A report on nameless content is dated as the content is (moderation-store's Target.nameless).
    const id = content.hideAuthor ? randomUUID() : uuidv7();
    const [inserted] = await tx
      .insert(reports)
      .values({
        id,
        createdAt: content.hideAuthor ? anonymousTime(new Date()) : new Date(),
        targetType: body.targetType,
        targetId: body.targetId,
        reporterId: options.reporterId,
        reporterKey: options.reporterKey,
        reason: body.reason,
        text: body.text ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!inserted) throw new AppError('ALREADY_REPORTED', 'You have already reported this');
    await openCase(tx, { ...target, nameless: content.hideAuthor });
    return { id };
  });
}
