import { ASPECTS, type Locale, type PlaceType, pointsForReview, type Review } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client.ts';
import { photos, reviewAspects, type reviews, reviewVotes } from '../../db/schema.ts';
import { loadPublicAuthors, photoView } from '../../lib/public-views.ts';
import { breadcrumbsOf, loadPlaces, placeName } from './place-scope.ts';

export type ReviewRow = typeof reviews.$inferSelect;

const period = (date: string, precision: string) => ({
  year: Number(date.slice(0, 4)),
  month: precision === 'year' ? null : Number(date.slice(5, 7)),
});
/** Midnight UTC of the day: how reviews without an author are dated in public. */
const dayOf = (date: Date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
const money = (value: string | null) => (value === null ? undefined : Number(value));

const ids = sql.placeholder('ids');

const aspectsOf = preparedPerDatabase((db) =>
  db
    .select({
      reviewId: reviewAspects.reviewId,
      aspect: reviewAspects.aspect,
      rating: reviewAspects.rating,
      comment: reviewAspects.comment,
    })
    .from(reviewAspects)
    .where(sql`${reviewAspects.reviewId} = any(${ids}::uuid[])`)
    .prepare('hydrate_review_aspects'),
);

const photosOf = preparedPerDatabase((db) =>
  db
    .select({
      id: photos.id,
      reviewId: photos.reviewId,
      storageKey: photos.storageKey,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
    })
    .from(photos)
    .where(sql`${photos.reviewId} = any(${ids}::uuid[]) and ${photos.status} = 'published'`)
    .prepare('hydrate_review_photos'),
);

const votesOf = preparedPerDatabase((db) =>
  db
    .select({ reviewId: reviewVotes.reviewId, value: reviewVotes.value })
    .from(reviewVotes)
    .where(
      sql`${reviewVotes.reviewId} = any(${ids}::uuid[]) and ${reviewVotes.userId} = ${sql.placeholder('viewerId')}::uuid`,
    )
    .prepare('hydrate_review_votes'),
);

/**
 * Turns review rows into API objects in a fixed number of queries (not one per review): aspects,
 * places for names and breadcrumbs, authors, photos and the viewer's own votes, each a prepared
 * statement of the columns the answer uses.
 * Anonymous reviews never carry author information; only the author sees `isOwn`.
 */
export async function hydrateReviews(
  db: Db,
  rows: readonly ReviewRow[],
  options: { lang: Locale; viewerId?: string | null | undefined; mediaUrl: (key: string) => string },
): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [aspectRows, placeById, authors, photoRows, voteRows] = await Promise.all([
    aspectsOf(db).execute({ ids }),
    loadPlaces(
      db,
      rows.flatMap((r) =>
        [r.placeId, r.cityId, r.districtId, r.buildingId].filter((id): id is string => id !== null),
      ),
    ),
    loadPublicAuthors(
      db,
      rows.map((r) => r.authorId),
      options.mediaUrl,
    ),
    photosOf(db).execute({ ids }),
    options.viewerId ? votesOf(db).execute({ ids, viewerId: options.viewerId }) : Promise.resolve([]),
  ]);
  const voteByReview = new Map(voteRows.map((v) => [v.reviewId, v.value]));
  const { mediaUrl } = options;

  return rows.map((row) => {
    const placeType = row.placeType as PlaceType;
    const order = ASPECTS[placeType] as readonly string[];
    const aspects = aspectRows
      .filter((a) => a.reviewId === row.id)
      .sort((a, b) => order.indexOf(a.aspect) - order.indexOf(b.aspect))
      .map((a) => ({ aspect: a.aspect, rating: a.rating, comment: a.comment }));
    // null for anonymous accounts (and for an author that no longer exists).
    const accountAuthor = authors.get(row.authorId) ?? null;
    const author = row.hideAuthor ? null : accountAuthor;
    const isOwn = Boolean(options.viewerId && options.viewerId === row.authorId);
    const place = placeById.get(row.placeId);
    const reviewPhotos = photoRows.filter((p) => p.reviewId === row.id).map((p) => photoView(p, mediaUrl));
    const vote = voteByReview.get(row.id);
    const winter = money(row.utilitiesWinter);
    const summer = money(row.utilitiesSummer);
    return {
      id: row.id,
      placeType,
      place: { id: row.placeId, kind: placeType, name: place ? placeName(place, options.lang) : '' },
      breadcrumbs: breadcrumbsOf(row, placeById, options.lang),
      lat: row.lat,
      lng: row.lng,
      aspects,
      overallRating: Number(row.overallRating),
      isCommercial: row.isCommercial,
      // The author keeps seeing the months (their edit form needs them); others see years only.
      livedFrom: period(row.livedFrom, isOwn ? 'month' : row.periodPrecision),
      livedTo: row.livedTo ? period(row.livedTo, isOwn ? 'month' : row.periodPrecision) : null,
      periodPrecision: row.periodPrecision === 'year' ? 'year' : 'month',
      apartmentNumber: row.apartmentNumber,
      buildingType: (row.buildingType as Review['buildingType']) ?? null,
      rent:
        row.rentAmount !== null && row.rentCurrency
          ? { amount: Number(row.rentAmount), currency: row.rentCurrency as 'GEL' }
          : null,
      utilities:
        row.utilitiesCurrency && (winter !== undefined || summer !== undefined)
          ? {
              ...(winter !== undefined ? { winter } : {}),
              ...(summer !== undefined ? { summer } : {}),
              currency: row.utilitiesCurrency as 'GEL',
            }
          : null,
      language: row.language as Locale,
      author,
      isOwn,
      status: row.status as Review['status'],
      publishAt: isOwn && row.publishAt ? row.publishAt.toISOString().slice(0, 10) : null,
      hideAuthor: isOwn ? row.hideAuthor : false,
      isLocked: row.lockedAt !== null,
      likesCount: row.likesCount,
      dislikesCount: row.dislikesCount,
      commentsCount: row.commentsCount,
      viewsCount: row.viewsCount,
      myVote: vote === 1 ? 'like' : vote === -1 ? 'dislike' : null,
      photos: reviewPhotos,
      // Only anonymous accounts earn nothing, so on a review without its author a worth above 0
      // would tell the public that a registered account wrote it: only the author sees it there.
      points:
        accountAuthor && (!row.hideAuthor || isOwn) ? reviewPointsOf(row, aspects, reviewPhotos.length) : 0,
      createdAt: row.hideAuthor ? dayOf(row.createdAt) : row.createdAt.toISOString(),
      updatedAt: row.hideAuthor ? dayOf(row.updatedAt) : row.updatedAt.toISOString(),
    };
  });
}

export function reviewPointsOf(
  row: Pick<ReviewRow, 'rentAmount'>,
  aspects: ReadonlyArray<{ comment: string | null | undefined }>,
  photoCount: number,
): number {
  return pointsForReview({
    aspectsRated: aspects.length,
    aspectsCommented: aspects.filter((a) => a.comment).length,
    photos: photoCount,
    sharesRent: row.rentAmount !== null,
  });
}
