import { randomUUID } from 'node:crypto';
import {
  ASPECTS,
  type AspectInput,
  type Locale,
  type MoneyPrecision,
  type MonthYear,
  type PeriodPrecision,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { anonymousTime } from '../../lib/anonymous-time.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { commentIdsUnderReview } from '../comments/index.ts';
import { attachPhotos, photoFilesOf, photoIdsOf, replacePhotos } from '../photos/index.ts';
import { applyReviewStats, getPlaceScope, reviewScore } from '../places/index.ts';
import { reverseSourcePoints, syncReviewPoints } from '../points/index.ts';
import {
  type Finding,
  findBurst,
  findDuplicates,
  holdsReview,
  logAction,
  recordAsNameless,
  recordFindings,
  reviewText,
  screenReviewText,
} from '../screening/index.ts';
import { noteReviewPublished } from '../watches/index.ts';
import type { ReviewRow } from './hydrate-reviews.ts';
import { reviewAspects, reviews } from './schema.ts';

export interface ReviewFields {
  aspects: Record<string, AspectInput>;
  isCommercial: boolean;
  livedFrom: MonthYear;
  livedTo: MonthYear | null;
  rent?: { amount: number; currency: string } | null | undefined;
  utilities?:
    | { winter?: number | undefined; summer?: number | undefined; currency: string }
    | null
    | undefined;
  photoIds?: string[] | undefined;
  hideAuthor?: boolean | undefined;
  periodPrecision?: PeriodPrecision | undefined;
  moneyPrecision?: MoneyPrecision | undefined;
  /** YYYY-MM-DD; the review stays private until 00:00 UTC that day. */
  publishAt?: string | null | undefined;
}

const publishTime = (day: string | null | undefined) => {
  if (!day) return null;
  const at = new Date(`${day}T00:00:00.000Z`);
  return at.getTime() > Date.now() ? at : null;
};

/**
 * Private by default (issue 30): a review without its author's name shows years and money bands
 * unless the writer chose months or exact amounts; a named one shows what was entered.
 */
const defaultPrecisions = (hideAuthor: boolean) =>
  hideAuthor
    ? { periodPrecision: 'year' as const, moneyPrecision: 'range' as const }
    : { periodPrecision: 'month' as const, moneyPrecision: 'exact' as const };

const firstOfMonth = (p: MonthYear) => `${p.year}-${String(p.month).padStart(2, '0')}-01`;

/** Aspects must belong to the place type (the catalogue in packages/contracts). */
function assertAspectsFit(placeType: keyof typeof ASPECTS, aspects: Record<string, AspectInput>) {
  const allowed = ASPECTS[placeType] as readonly string[];
  const unknown = Object.keys(aspects).filter((aspect) => !allowed.includes(aspect));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Invalid rating for aspect ${unknown[0]}`, {
      details: unknown.map((aspect) => ({
        field: `aspects.${aspect}`,
        message: `Invalid rating for aspect ${aspect}`,
        code: 'RATING_INVALID',
      })),
    });
  }
}

/** The review's score (overall-score.ts): its `general` rating when given, else the mean. */
const overallOf = (aspects: Record<string, AspectInput>) =>
  reviewScore(Object.entries(aspects).map(([aspect, a]) => ({ aspect, rating: a.rating })));

function moneyColumns(fields: Pick<ReviewFields, 'rent' | 'utilities'>) {
  return {
    rentAmount: fields.rent ? String(fields.rent.amount) : null,
    rentCurrency: fields.rent?.currency ?? null,
    utilitiesWinter: fields.utilities?.winter !== undefined ? String(fields.utilities.winter) : null,
    utilitiesSummer: fields.utilities?.summer !== undefined ? String(fields.utilities.summer) : null,
    utilitiesCurrency: fields.utilities?.currency ?? null,
  };
}

export const statsOf = (review: ReviewRow, aspects: Record<string, AspectInput>) => ({
  placeId: review.placeId,
  buildingId: review.buildingId,
  districtId: review.districtId,
  cityId: review.cityId,
  placeType: review.placeType,
  overallRating: Number(review.overallRating),
  aspects: Object.entries(aspects).map(([aspect, a]) => ({ aspect, rating: a.rating })),
});

export async function aspectsOf(db: Executor, reviewId: string): Promise<Record<string, AspectInput>> {
  const rows = await db.select().from(reviewAspects).where(eq(reviewAspects.reviewId, reviewId));
  return Object.fromEntries(
    rows.map((r) => [r.aspect, { rating: r.rating, comment: r.comment ?? undefined }]),
  );
}

export async function createReview(
  db: Db,
  options: {
    author: SessionUser;
    placeId: string;
    language: Locale;
    fields: ReviewFields;
    /** networkHash() of the writer's address, for the duplicate checks. */
    networkHash?: string | null;
  },
): Promise<string> {
  const { author, fields } = options;
  const hideAuthor = author.isAnonymous || Boolean(fields.hideAuthor);
  const screening = screenReviewText(fields.aspects);
  return db.transaction(async (tx) => {
    const scope = await getPlaceScope(tx, options.placeId);
    assertAspectsFit(scope.placeType, screening.aspects);
    const findings: Finding[] = [
      ...screening.findings,
      ...(await findDuplicates(tx, {
        text: reviewText(screening.aspects),
        authorId: author.id,
        networkHash: options.networkHash ?? null,
        placeId: scope.place.id,
      })),
      ...(await findBurst(tx, scope.place.id)),
    ];
    const held = holdsReview(findings);
    const publishAt = publishTime(fields.publishAt);
    // Millisecond precision, so that keyset cursors (which carry ISO timestamps) match exactly.
    const exact = new Date();
    const now = hideAuthor ? anonymousTime(exact) : exact;
    // Random for everyone: a time-ordered id would date a named review to the millisecond too.
    const id = randomUUID();
    const [row] = await tx
      .insert(reviews)
      .values({
        id,
        placeId: scope.place.id,
        authorId: author.id,
        placeType: scope.placeType,
        cityId: scope.cityId,
        districtId: scope.districtId,
        buildingId: scope.buildingId,
        lat: scope.place.lat,
        lng: scope.place.lng,
        language: options.language,
        isCommercial: fields.isCommercial,
        livedFrom: firstOfMonth(fields.livedFrom),
        livedTo: fields.livedTo ? firstOfMonth(fields.livedTo) : null,
        apartmentNumber: scope.place.apartmentNumber,
        buildingType: scope.place.buildingType,
        ...moneyColumns(fields),
        overallRating: overallOf(screening.aspects).toFixed(2),
        status: held ? 'held' : publishAt ? 'scheduled' : 'published',
        hideAuthor,
        periodPrecision: fields.periodPrecision ?? defaultPrecisions(hideAuthor).periodPrecision,
        moneyPrecision: fields.moneyPrecision ?? defaultPrecisions(hideAuthor).moneyPrecision,
        publishAt,
        networkHash: options.networkHash ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(reviewAspects).values(
      Object.entries(screening.aspects).map(([aspect, a]) => ({
        reviewId: id,
        aspect,
        rating: a.rating,
        comment: a.comment ?? null,
      })),
    );
    await attachPhotos(tx, { type: 'review', id, placeId: scope.place.id }, author.id, fields.photoIds ?? []);
    if (row!.status === 'published') {
      await applyReviewStats(tx, statsOf(row!, screening.aspects), 1);
      await noteReviewPublished(tx, row!);
    }
    await syncReviewPoints(tx, row!, author);
    await recordFindings(tx, { type: 'review', id, nameless: hideAuthor }, findings, { held });
    return id;
  });
}

/** Loads a review for a write by its author; locks the row so concurrent writes serialise. */
async function lockOwnReview(tx: Executor, id: string, userId: string): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row || row.status === 'removed') throw new AppError('REVIEW_NOT_FOUND', 'Review not found');
  if (row.authorId !== userId)
    throw new AppError('REVIEW_EDIT_FORBIDDEN', "You don't have permission to edit this review");
  return row;
}

/** Refuses what an author may not change once the review is out (or locked). */
function assertEditable(before: ReviewRow, fields: Partial<ReviewFields> & { locked?: true | undefined }) {
  const onlyLocks = Object.entries(fields).every(([key, value]) => key === 'locked' || value === undefined);
  if (before.lockedAt && !onlyLocks) throw new AppError('REVIEW_LOCKED', 'This review is locked');
  const isPublic = before.status === 'published' || before.status === 'hidden';
  if (fields.hideAuthor !== undefined && fields.hideAuthor !== before.hideAuthor && isPublic) {
    throw new AppError(
      'AUTHOR_VISIBILITY_FIXED',
      'The author can only be hidden or shown before the review is published',
    );
  }
  if (fields.publishAt !== undefined && isPublic) {
    throw new AppError('REVIEW_ALREADY_PUBLISHED', 'This review is already published');
  }
}

export async function updateReview(
  db: Db,
  options: {
    author: SessionUser;
    id: string;
    fields: Partial<ReviewFields> & { locked?: true | undefined };
    networkHash?: string | null;
  },
): Promise<void> {
  const { author, fields } = options;
  const screening = fields.aspects ? screenReviewText(fields.aspects) : null;
  await db.transaction(async (tx) => {
    const before = await lockOwnReview(tx, options.id, author.id);
    assertEditable(before, fields);
    const oldAspects = await aspectsOf(tx, before.id);
    const aspects = screening?.aspects ?? oldAspects;
    const findings: Finding[] = screening
      ? [
          ...screening.findings,
          ...(await findDuplicates(tx, {
            text: reviewText(screening.aspects),
            authorId: author.id,
            networkHash: options.networkHash ?? before.networkHash,
            placeId: before.placeId,
            excludeId: before.id,
          })),
        ]
      : [];
    const held = holdsReview(findings);
    const hideAuthor = author.isAnonymous || (fields.hideAuthor ?? before.hideAuthor);
    // Hiding the name (possible until publication) without a choice of precision hides the details too.
    const kept = hideAuthor && !before.hideAuthor ? defaultPrecisions(true) : before;
    const publishAt = fields.publishAt === undefined ? before.publishAt : publishTime(fields.publishAt);
    const status =
      held && before.status !== 'hidden'
        ? 'held'
        : before.status === 'scheduled' && !publishAt
          ? 'published'
          : before.status;
    assertAspectsFit(before.placeType as keyof typeof ASPECTS, aspects);
    const livedFrom = fields.livedFrom ? firstOfMonth(fields.livedFrom) : before.livedFrom;
    const livedTo =
      fields.livedTo === undefined ? before.livedTo : fields.livedTo ? firstOfMonth(fields.livedTo) : null;
    if (livedTo && livedTo < livedFrom) {
      throw new AppError('VALIDATION_FAILED', 'The living period must end after it starts', {
        details: [
          { field: 'livedTo', message: 'The living period must end after it starts', code: 'PERIOD_ORDER' },
        ],
      });
    }
    if (before.status === 'published') await applyReviewStats(tx, statsOf(before, oldAspects), -1);
    const [after] = await tx
      .update(reviews)
      .set({
        isCommercial: fields.isCommercial ?? before.isCommercial,
        livedFrom,
        livedTo,
        ...(fields.rent !== undefined || fields.utilities !== undefined
          ? moneyColumns({
              rent: fields.rent === undefined ? undefined : fields.rent,
              utilities: fields.utilities === undefined ? undefined : fields.utilities,
            })
          : {}),
        overallRating: overallOf(aspects).toFixed(2),
        status,
        hideAuthor,
        periodPrecision: fields.periodPrecision ?? kept.periodPrecision,
        moneyPrecision: fields.moneyPrecision ?? kept.moneyPrecision,
        publishAt,
        ...(fields.locked ? { lockedAt: before.lockedAt ?? new Date() } : {}),
        updatedAt: hideAuthor ? anonymousTime(new Date()) : new Date(),
        ...(hideAuthor && !before.hideAuthor ? { createdAt: anonymousTime(before.createdAt) } : {}),
      })
      .where(eq(reviews.id, before.id))
      .returning();
    if (fields.aspects) {
      await tx.delete(reviewAspects).where(eq(reviewAspects.reviewId, before.id));
      await tx.insert(reviewAspects).values(
        Object.entries(aspects).map(([aspect, a]) => ({
          reviewId: before.id,
          aspect,
          rating: a.rating,
          comment: a.comment ?? null,
        })),
      );
    }
    if (fields.photoIds) {
      const holder = { type: 'review' as const, id: before.id, placeId: before.placeId };
      await replacePhotos(tx, holder, author.id, fields.photoIds);
    }
    if (after!.status === 'published') await applyReviewStats(tx, statsOf(after!, aspects), 1);
    if (after!.status === 'published' && before.status !== 'published') await noteReviewPublished(tx, after!);
    await syncReviewPoints(tx, after!, author);
    if (after!.status !== before.status && after!.status !== 'published') {
      // Held for a moderator, it earns nothing, nor do the comments under it and their likes: the
      // same reversal as a moderator's hide; publishing it again pays them all back.
      // Locked, so a vote on one of them that is under way lands before the reversal reads the ledger.
      const thread = await commentIdsUnderReview(tx, before.id, { lock: true });
      await reverseSourcePoints(tx, [before.id, ...thread]);
    }
    // Nameless from now on (possible until publication): what moderation kept of it while it was
    // named is rewritten as about nameless content: the review's and its photos' (a decision on a
    // photo, logged while the review was named, would otherwise keep its millisecond).
    if (hideAuthor && !before.hideAuthor) {
      await recordAsNameless(tx, { type: 'review', id: before.id });
      for (const id of await photoIdsOf(tx, { type: 'review', id: before.id })) {
        await recordAsNameless(tx, { type: 'photo', id });
      }
    }
    await recordFindings(tx, { type: 'review', id: before.id, nameless: hideAuthor }, findings, {
      held: held && before.status !== 'held',
    });
  });
}

/** Permanent delete: aggregates, counts and every point that depended on the review, in one transaction. */
export async function deleteReview(db: Db, options: { author: SessionUser; id: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, options.id, options.author.id);
    if (review.status === 'published')
      await applyReviewStats(tx, statsOf(review, await aspectsOf(tx, review.id)), -1);
    const commentIds = await commentIdsUnderReview(tx, review.id, { lock: false });
    await reverseSourcePoints(tx, [review.id, ...commentIds]);
    const aspects = await aspectsOf(tx, review.id);
    await logAction(tx, {
      target: { type: 'review', id: review.id, nameless: review.hideAuthor },
      action: 'author_delete',
      actorId: options.author.id,
      snapshot: reviewText(aspects) || null,
    });
    // The comments' photos go with the review too (their rows cascade; their files must not stay).
    const files = await photoFilesOf(tx, [
      { type: 'review', id: review.id },
      ...commentIds.map((id) => ({ type: 'comment' as const, id })),
    ]);
    await tx.delete(reviews).where(eq(reviews.id, review.id));
    // Files are removed by the caller after the commit (a rolled-back delete must keep them).
    return files;
  });
}
