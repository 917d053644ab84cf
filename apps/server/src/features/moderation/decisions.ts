import type { ContentStatus, DecisionReason, ModerationAction } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { publicDayOf } from '../../lib/public-views.ts';
import { isAnonymousAccount, setAccountSuspended } from '../auth/index.ts';
import { findComment, setCommentStatus } from '../comments/index.ts';
import { findPhoto, setPhotoStatus } from '../photos/index.ts';
import { findPlaceRow, setPlaceHiddenAt } from '../places/index.ts';
import { aspectsOf, findReview, setReviewStatus, setReviewsHiddenWithPlace } from '../reviews/index.ts';
import { closeCase, logAction, resolveFlags, reviewText, type Target } from '../screening/index.ts';
import { reports } from './schema.ts';

/** The nil UUID: nobody in particular (a place has no author; queue.ts shows it so). */
const HIDDEN_AUTHOR_ID = '00000000-0000-0000-0000-000000000000';

/** The `via` of an account's ban through content published without its author. */
export const NAMELESS_VIA = 'nameless';

/** The status each decision leaves the content in; `null`: unchanged. */
function nextStatus(
  action: ModerationAction,
  current: ContentStatus,
  publishAt: Date | null,
): ContentStatus | null {
  switch (action) {
    case 'keep':
      if (current !== 'held') return null;
      return publishAt && publishAt.getTime() > Date.now() ? 'scheduled' : 'published';
    case 'hide':
    case 'ban_author':
      return current === 'removed' ? null : 'hidden';
    case 'remove':
      return 'removed';
    case 'restore':
      if (current !== 'hidden' && current !== 'removed') return null;
      return publishAt && publishAt.getTime() > Date.now() ? 'scheduled' : 'published';
  }
}

/**
 * Hides a reported place (its page answers 404, it leaves suggestions and maps) or shows it again.
 * Its public reviews (and those of a building's apartments) are hidden with it, so that no list or
 * author page links to a place nobody may open, and the aggregates and points lose them as with
 * any hidden review; showing the place restores exactly those (reviews' setReviewsHiddenWithPlace).
 */
async function setPlaceHidden(db: Executor, placeId: string, hidden: boolean) {
  await setPlaceHiddenAt(db, placeId, hidden);
  await setReviewsHiddenWithPlace(db, placeId, hidden);
}

/** The content behind a target: its author, status and text, for decisions and snapshots. */
export async function loadTarget(db: Executor, target: Target) {
  if (target.type === 'review') {
    const row = await findReview(db, target.id);
    if (!row) return null;
    return {
      authorId: row.authorId,
      status: row.status as ContentStatus,
      publishAt: row.publishAt,
      text: reviewText(await aspectsOf(db, row.id)),
      createdAt: row.createdAt,
      reviewId: row.id,
      placeId: row.placeId,
      hideAuthor: row.hideAuthor,
    };
  }
  if (target.type === 'comment') {
    const row = await findComment(db, target.id);
    if (!row) return null;
    return {
      authorId: row.authorId,
      status: row.status as ContentStatus,
      publishAt: null,
      text: row.text,
      createdAt: row.createdAt,
      reviewId: row.reviewId,
      placeId: null,
      // An anonymous account's comment is as nameless in public as a review without its author, and
      // stays so after the account signs up (hide_author): moderators must not see the new name.
      hideAuthor: row.hideAuthor || (await isAnonymousAccount(db, row.authorId)),
    };
  }
  if (target.type === 'place') {
    // Homes only (buildings, apartments): the gazetteer's cities and districts are not reported.
    const row = await findPlaceRow(db, target.id);
    if (!row || (row.kind !== 'building' && row.kind !== 'apartment')) return null;
    return {
      // A place has no author to show or to ban: it came with someone's review.
      authorId: HIDDEN_AUTHOR_ID,
      status: (row.hiddenAt ? 'hidden' : row.reviewCount > 0 ? 'published' : 'held') as ContentStatus,
      publishAt: null,
      text: row.nameEn,
      createdAt: row.createdAt,
      reviewId: null,
      placeId: row.id,
      hideAuthor: true,
    };
  }
  const row = await findPhoto(db, target.id);
  if (!row) return null;
  // A photo of an authorless review or comment names its author as much as the writing would.
  const review = row.reviewId ? await findReview(db, row.reviewId) : undefined;
  const comment = row.commentId ? await findComment(db, row.commentId) : undefined;
  return {
    authorId: row.ownerId,
    status: row.status as ContentStatus,
    publishAt: null,
    text: '',
    createdAt: row.createdAt,
    reviewId: row.reviewId,
    placeId: row.placeId,
    hideAuthor:
      (review?.hideAuthor ?? false) ||
      (comment?.hideAuthor ?? false) ||
      (await isAnonymousAccount(db, row.ownerId)),
  };
}

/** Who is acting on an account: the staff member behind the request. */
export interface StaffActor {
  id: string;
  role: string;
}

/**
 * The one rule for suspending (or restoring) an account, whichever route asks: nobody acts on
 * themselves, and staff accounts are only an admin's to suspend, so a moderator cannot take an
 * admin or another moderator out.
 */
export function assertMaySuspend(actor: StaffActor, target: { id: string; role: string }) {
  if (actor.id === target.id) throw new AppError('FORBIDDEN', 'You cannot suspend yourself');
  if (target.role !== 'user' && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', "You don't have permission to do this");
}

/**
 * Suspends an account: no sign-in, no writes; its sessions end now. The row is locked and the
 * actor checked here, so no caller can suspend without the rule above.
 */
export async function banUser(db: Executor, options: { actor: StaffActor; userId: string; banned: boolean }) {
  return setAccountSuspended(db, {
    userId: options.userId,
    banned: options.banned,
    authorize: (target) => assertMaySuspend(options.actor, target),
  });
}

/**
 * A moderator's decision on one item, in one transaction: the content's new status (aggregates and
 * points follow), the reports and flags resolved, the case closed, and a log line saying who, when
 * and why. A removal keeps the removed text in the log only for the retention period.
 */
export async function decide(
  db: Db,
  options: {
    target: Target;
    actor: StaffActor;
    action: ModerationAction;
    reason: DecisionReason;
    note?: string | undefined;
  },
) {
  const { target, action } = options;
  if (action === 'keep' && options.reason !== 'no_violation' && options.reason !== 'other') {
    throw new AppError('VALIDATION_FAILED', 'Keeping content needs the reason "no violation" or "other"', {
      details: [{ field: 'reason', message: 'Keeping content needs the reason "no violation" or "other"' }],
    });
  }
  await db.transaction(async (tx) => {
    const content = await loadTarget(tx, target);
    if (!content) throw notFound('Content not found');
    const subject = { ...target, nameless: content.hideAuthor };
    const status = nextStatus(action, content.status, content.publishAt);
    if (status) {
      if (target.type === 'review') await setReviewStatus(tx, target.id, status);
      else if (target.type === 'comment') await setCommentStatus(tx, target.id, status);
      else if (target.type === 'place') await setPlaceHidden(tx, target.id, status !== 'published');
      else await setPhotoStatus(tx, target.id, status);
    }
    if (action === 'ban_author' && target.type === 'place') {
      throw new AppError('VALIDATION_FAILED', 'A place has no author to suspend', {
        details: [{ field: 'action', message: 'A place has no author to suspend' }],
      });
    }
    if (action === 'ban_author') {
      // Refused (403) for staff authors unless an admin decides; the whole decision rolls back.
      await banUser(tx, { actor: options.actor, userId: content.authorId, banned: true });
      // Through nameless content the account's own line names no item and is dated by the day, so
      // that neither its words nor its place next to the item's line tie the two (issue 30).
      await logAction(tx, {
        target: { type: 'user', id: content.authorId, nameless: content.hideAuthor },
        action: 'ban_author',
        actorId: options.actor.id,
        reason: options.reason,
        note: content.hideAuthor ? null : (options.note ?? null),
        params: { via: content.hideAuthor ? NAMELESS_VIA : `${target.type}:${target.id}` },
        ...(content.hideAuthor ? { at: new Date(publicDayOf(new Date())) } : {}),
      });
    }
    await logAction(tx, {
      target: subject,
      action,
      actorId: options.actor.id,
      reason: options.reason,
      note: options.note ?? null,
      params: { from: content.status, to: status ?? content.status },
      snapshot: action === 'remove' ? content.text || null : null,
    });
    const now = new Date();
    await tx
      .update(reports)
      .set({ status: 'resolved', resolvedAt: now })
      .where(and(eq(reports.targetId, target.id), eq(reports.status, 'open')));
    await resolveFlags(tx, target.id, now);
    await closeCase(tx, target);
  });
}
