import { ASPECTS, type Locale, type PlaceType, type Review } from '@app/contracts';
import { moneyBand } from '@app/contracts/money-bands';
import { sql } from 'drizzle-orm';
import { type Db, preparedPerDatabase } from '../../db/client.ts';
import { photos, places, users } from '../../db/schema.ts';
import { photoView, publicAuthorsOf } from '../../lib/public-views.ts';
import { breadcrumbsOf, placeName } from '../places/index.ts';
import { reviewPointsOf } from '../points/index.ts';
import { reviewAspects, type reviews, reviewVotes } from './schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;

const period = (date: string, precision: string) => ({
  year: Number(date.slice(0, 4)),
  month: precision === 'year' ? null : Number(date.slice(5, 7)),
});
/** Midnight UTC of the day: how reviews without an author are dated in public. */
const dayOf = (date: Date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
const money = (value: string | null) => (value === null ? undefined : Number(value));

/**
 * Rent and bills as a viewer sees them: shown as ranges, readers get only each amount's band
 * (money-bands.ts); the author gets the amounts too (their edit form needs them).
 */
function moneyOf(row: ReviewRow, isOwn: boolean): Pick<Review, 'rent' | 'utilities' | 'moneyPrecision'> {
  const asRange = row.moneyPrecision === 'range';
  const exact = !asRange || isOwn;
  const rentAmount = money(row.rentAmount);
  const winter = money(row.utilitiesWinter);
  const summer = money(row.utilitiesSummer);
  return {
    moneyPrecision: asRange ? 'range' : 'exact',
    rent:
      rentAmount !== undefined && row.rentCurrency
        ? {
            amount: exact ? rentAmount : null,
            range: asRange ? moneyBand(rentAmount) : null,
            currency: row.rentCurrency as 'GEL',
          }
        : null,
    utilities:
      row.utilitiesCurrency && (winter !== undefined || summer !== undefined)
        ? {
            ...(winter !== undefined && exact ? { winter } : {}),
            ...(summer !== undefined && exact ? { summer } : {}),
            ...(winter !== undefined && asRange ? { winterRange: moneyBand(winter) } : {}),
            ...(summer !== undefined && asRange ? { summerRange: moneyBand(summer) } : {}),
            currency: row.utilitiesCurrency as 'GEL',
          }
        : null,
  };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Everything a page of reviews needs besides their rows, as one JSON value (see below). */
interface Hydration {
  aspects: Array<[reviewId: string, aspect: string, rating: number, comment: string | null]> | null;
  places: Array<[id: string, kind: string, nameEn: string, nameRu: string, nameKa: string]> | null;
  authors: Array<[id: string, name: string | null, avatarKey: string | null, isAnonymous: boolean]> | null;
  photos: Array<
    [reviewId: string, id: string, storageKey: string, width: number, height: number, variants: Json]
  > | null;
  votes: Array<[reviewId: string, value: number]> | null;
}

const ids = (name: string) => sql`any(${sql.placeholder(name)}::uuid[])`;

/**
 * The aspects, places (names and breadcrumbs), authors, photos and the viewer's votes of a page of
 * reviews in one round trip: five index lookups, each folded into an array of arrays by
 * PostgreSQL, in a statement prepared once per connection. A page cost five queries before, and
 * under load their round trips (socket writes, waking the server) were a fifth of a list's CPU.
 */
const hydrationOf = preparedPerDatabase((db) =>
  db
    .select({
      data: sql<Hydration>`json_build_object(
        'aspects', (select json_agg(json_build_array(a.review_id, a.aspect, a.rating, a.comment))
                    from ${reviewAspects} a where a.review_id = ${ids('reviewIds')}),
        'places', (select json_agg(json_build_array(p.id, p.kind, p.name_en, p.name_ru, p.name_ka))
                   from ${places} p where p.id = ${ids('placeIds')}),
        'authors', (select json_agg(json_build_array(u.id, u.name, u.avatar_key, u.is_anonymous))
                    from ${users} u where u.id = ${ids('authorIds')}),
        'photos', (select json_agg(json_build_array(f.review_id, f.id, f.storage_key, f.width, f.height, f.variants))
                   from ${photos} f where f.review_id = ${ids('reviewIds')} and f.status = 'published'),
        'votes', (select json_agg(json_build_array(v.review_id, v.value))
                  from ${reviewVotes} v
                  where v.review_id = ${ids('reviewIds')} and v.user_id = ${sql.placeholder('viewerId')}::uuid)
      )`,
    })
    .from(sql`(select) as one`)
    .prepare('hydrate_reviews'),
);

/**
 * Turns review rows into API objects in one query (not one per review, see `hydrationOf`).
 * Anonymous reviews never carry author information; only the author sees `isOwn`.
 */
export async function hydrateReviews(
  db: Db,
  rows: readonly ReviewRow[],
  options: { lang: Locale; viewerId?: string | null | undefined; mediaUrl: (key: string) => string },
): Promise<Review[]> {
  if (rows.length === 0) return [];
  const unique = (values: Array<string | null>) => [...new Set(values.filter((v) => v !== null))];
  const [{ data } = { data: {} as Hydration }] = await hydrationOf(db).execute({
    reviewIds: rows.map((r) => r.id),
    placeIds: unique(rows.flatMap((r) => [r.placeId, r.cityId, r.districtId, r.buildingId])),
    authorIds: unique(rows.map((r) => r.authorId)),
    viewerId: options.viewerId ?? null,
  });
  const aspectRows = (data.aspects ?? []).map(([reviewId, aspect, rating, comment]) => ({
    reviewId,
    aspect,
    rating,
    comment,
  }));
  const placeById = new Map(
    (data.places ?? []).map(([id, kind, nameEn, nameRu, nameKa]) => [
      id,
      { id, kind, nameEn, nameRu, nameKa },
    ]),
  );
  const authors = publicAuthorsOf(
    (data.authors ?? []).map(([id, name, avatarKey, isAnonymous]) => ({ id, name, avatarKey, isAnonymous })),
    options.mediaUrl,
  );
  const photoRows = (data.photos ?? []).map(([reviewId, id, storageKey, width, height, variants]) => ({
    reviewId,
    id,
    storageKey,
    width,
    height,
    variants,
  }));
  const voteRows = (data.votes ?? []).map(([reviewId, value]) => ({ reviewId, value }));
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
      ...moneyOf(row, isOwn),
      language: row.language,
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
