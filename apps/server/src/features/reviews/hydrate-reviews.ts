import { ASPECTS, type Locale, type PlaceType, pointsForReview, type Review } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, reviewAspects, type reviews, reviewVotes } from '../../db/schema.ts';
import { loadPublicAuthors, photoView } from '../../lib/public-views.ts';
import { breadcrumbsOf, loadPlaces, placeName } from './place-scope.ts';

export type ReviewRow = typeof reviews.$inferSelect;

const monthYear = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const money = (value: string | null) => (value === null ? undefined : Number(value));

/**
 * Turns review rows into API objects in a fixed number of queries (not one per review): aspects,
 * places for names and breadcrumbs, authors, photos and the viewer's own votes.
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
    db.select().from(reviewAspects).where(inArray(reviewAspects.reviewId, ids)),
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
    db
      .select()
      .from(photos)
      .where(and(inArray(photos.reviewId, ids), eq(photos.status, 'published'))),
    options.viewerId
      ? db
          .select()
          .from(reviewVotes)
          .where(and(inArray(reviewVotes.reviewId, ids), eq(reviewVotes.userId, options.viewerId)))
      : Promise.resolve([]),
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
    const author = authors.get(row.authorId) ?? null;
    const place = placeById.get(row.placeId);
    const reviewPhotos = photoRows.filter((p) => p.reviewId === row.id).map((p) => photoView(p, mediaUrl));
    const vote = voteByReview.get(row.id);
    const winter = money(row.utilitiesWinter);
    const summer = money(row.utilitiesSummer);
    const isAnonymous = author === null;
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
      livedFrom: monthYear(row.livedFrom),
      livedTo: row.livedTo ? monthYear(row.livedTo) : null,
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
      isOwn: Boolean(options.viewerId && options.viewerId === row.authorId),
      likesCount: row.likesCount,
      dislikesCount: row.dislikesCount,
      commentsCount: row.commentsCount,
      viewsCount: row.viewsCount,
      myVote: vote === 1 ? 'like' : vote === -1 ? 'dislike' : null,
      photos: reviewPhotos,
      points: isAnonymous ? 0 : reviewPointsOf(row, aspects, reviewPhotos.length),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
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
