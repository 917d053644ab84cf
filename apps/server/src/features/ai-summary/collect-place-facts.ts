import type { Locale, PlaceType } from '@app/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { places } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { averageScore } from '../places/index.ts';

/**
 * Everything a summary may say about a place, read from the platform's own data: its reviews
 * (and those of every place inside it, as its page lists them), the rolled-up aggregates and the
 * enclosing places. No author is read: a summary never needs to know who wrote what.
 */

/** Reviews read for quotes, problems and trends; the aggregates cover all of them regardless. */
export const REVIEW_SAMPLE_SIZE = 500;

export type Names = Record<Locale, string>;

export interface FactPlace {
  id: string;
  kind: PlaceType;
  names: Names;
}

export interface FactReview {
  id: string;
  placeType: PlaceType;
  language: Locale;
  overallRating: number;
  livedFrom: string;
  livedTo: string | null;
  rent: { amount: number; currency: string } | null;
  utilities: { winter: number | null; summer: number | null; currency: string } | null;
  likesCount: number;
  createdAt: Date;
  aspects: Array<{ aspect: string; rating: number; comment: string | null }>;
}

export interface FactStat {
  /** 'placeType.aspect' */
  aspect: string;
  average: number;
  count: number;
}

export interface PlaceFacts {
  place: FactPlace;
  /** Enclosing places, nearest first (building, district, city), each with its overall rating. */
  ancestors: Array<FactPlace & { overall: FactStat | null }>;
  /** The place the aggregates are compared with: the district (building, apartment) or city (district). */
  comparison: FactPlace | null;
  basis: SummaryBasis;
  /** Newest first as lists order them (listed_at: its scope's index), at most REVIEW_SAMPLE_SIZE. */
  reviews: FactReview[];
  overall: FactStat | null;
  aspects: Array<FactStat & { parentAverage: number | null }>;
}

/** What a cached summary was made from; a change means it is out of date. */
export interface SummaryBasis {
  reviewCount: number;
  lastChangeAt: Date | null;
  firstReviewAt: Date | null;
  lastReviewAt: Date | null;
  livedFrom: string | null;
  livedTo: string | null;
  /**
   * The earliest move-in or the latest move-out belongs to a review shown as years only (issue 30):
   * the summary then names years, never that review's months.
   */
  isPeriodInYears: boolean;
  isAnyoneStillLiving: boolean;
}

/** The column that holds "inside this place" for each kind (the scope of its page). */
const SCOPE_COLUMN: Record<PlaceType, string> = {
  city: 'city_id',
  district: 'district_id',
  building: 'building_id',
  apartment: 'place_id',
};

type PlaceRow = typeof places.$inferSelect;
const toFactPlace = (row: PlaceRow): FactPlace => ({
  id: row.id,
  kind: row.kind as PlaceType,
  names: { en: row.nameEn, ru: row.nameRu || row.nameEn, ka: row.nameKa || row.nameEn },
});

type Reader = Pick<Db, 'select' | 'execute'>;

export async function findSummaryPlace(db: Reader, placeId: string): Promise<PlaceRow> {
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  if (!place) throw new AppError('PLACE_NOT_FOUND', 'Place not found');
  return place;
}

/**
 * What decides whether a cached summary still describes the place: its rolled-up count of published
 * reviews and when any review inside it last changed, both on the place's row (applyReviewStats
 * moves them in every transaction that publishes, edits, hides or deletes a review). A cached answer
 * reads no review: the busy place of the bench has 100,000 (docs/summary.md, "Speed").
 */
export type SummaryStamp = Pick<SummaryBasis, 'reviewCount' | 'lastChangeAt'>;

export const summaryStampOf = (place: PlaceRow): SummaryStamp => ({
  reviewCount: place.reviewCount,
  lastChangeAt: place.reviewsChangedAt,
});

/**
 * The period and counts over the place's whole scope, read when a summary is written: one pass over
 * its reviews (the earliest move-in "in years" is a filtered minimum equal to the minimum).
 */
export async function readSummaryBasis(db: Reader, place: PlaceRow): Promise<SummaryBasis> {
  const column = sql.raw(SCOPE_COLUMN[place.kind as PlaceType]);
  const [row] = rowsOf<{
    count: number;
    lastChange: string | Date | null;
    first: string | Date | null;
    last: string | Date | null;
    livedFrom: string | null;
    livedTo: string | null;
    fromInYears: boolean | null;
    toInYears: boolean | null;
    ongoing: boolean | null;
  }>(
    await db.execute(sql`
      select count(*)::int as count, max(updated_at) as "lastChange", min(created_at) as first,
        max(created_at) as last, min(lived_from)::text as "livedFrom", max(lived_to)::text as "livedTo",
        min(lived_from) filter (where period_precision = 'year') = min(lived_from) as "fromInYears",
        max(lived_to) filter (where period_precision = 'year') = max(lived_to) as "toInYears",
        bool_or(lived_to is null) as ongoing
      from reviews where ${column} = ${place.id} and status = 'published'`),
  );
  const date = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return {
    reviewCount: Number(row?.count ?? 0),
    lastChangeAt: date(row?.lastChange),
    firstReviewAt: date(row?.first),
    lastReviewAt: date(row?.last),
    livedFrom: row?.livedFrom ?? null,
    livedTo: row?.livedTo ?? null,
    isPeriodInYears: row?.fromInYears === true || row?.toInYears === true,
    isAnyoneStillLiving: row?.ongoing === true,
  };
}

interface StatRow {
  placeId: string;
  aspect: string;
  ratingSum: number;
  ratingCount: number;
}

const toStat = (row: StatRow): FactStat => ({
  aspect: row.aspect,
  // The one definition of a score (reviews/overall-score.ts): the number the place's page shows.
  average: averageScore(row) ?? 0,
  count: Number(row.ratingCount),
});

export async function collectPlaceFacts(
  db: Reader,
  place: PlaceRow,
  basis: SummaryBasis,
): Promise<PlaceFacts> {
  const kind = place.kind as PlaceType;
  const ancestorIds = [
    kind === 'apartment' ? place.parentId : null,
    kind === 'apartment' || kind === 'building' ? place.districtId : null,
    kind === 'city' ? null : place.cityId,
  ].filter((id): id is string => id !== null);
  const ancestorRows = ancestorIds.length
    ? await db.select().from(places).where(inArray(places.id, ancestorIds))
    : [];
  const comparisonId =
    kind === 'city' ? null : kind === 'district' ? place.cityId : (place.districtId ?? place.cityId);
  const statIds = [...new Set([place.id, ...ancestorIds])];
  const stats = rowsOf<StatRow>(
    await db.execute(sql`
      select place_id as "placeId", aspect, rating_sum as "ratingSum", rating_count as "ratingCount"
      from place_aspect_stats where place_id in ${statIds} and rating_count > 0`),
  );
  const statsOf = (id: string) => stats.filter((s) => s.placeId === id);
  const parentStats = new Map(comparisonId ? statsOf(comparisonId).map((s) => [s.aspect, s]) : []);

  const column = sql.raw(SCOPE_COLUMN[kind]);
  const reviewRows = rowsOf<{
    id: string;
    placeType: PlaceType;
    language: Locale;
    overallRating: string;
    livedFrom: string;
    livedTo: string | null;
    rentAmount: string | null;
    rentCurrency: string | null;
    utilitiesWinter: string | null;
    utilitiesSummer: string | null;
    utilitiesCurrency: string | null;
    likesCount: number;
    createdAt: string | Date;
  }>(
    await db.execute(sql`
      select id, place_type as "placeType", language, overall_rating::text as "overallRating",
        lived_from::text as "livedFrom", lived_to::text as "livedTo", rent_amount::text as "rentAmount",
        rent_currency as "rentCurrency", utilities_winter::text as "utilitiesWinter",
        utilities_summer::text as "utilitiesSummer", utilities_currency as "utilitiesCurrency",
        likes_count as "likesCount", created_at as "createdAt"
      from reviews where ${column} = ${place.id} and status = 'published'
      order by listed_at desc nulls last, id desc nulls last limit ${REVIEW_SAMPLE_SIZE}`),
  );
  const ids = reviewRows.map((r) => r.id);
  const aspectRows = ids.length
    ? rowsOf<{ reviewId: string; aspect: string; rating: number; comment: string | null }>(
        await db.execute(sql`
          select review_id as "reviewId", aspect, rating, comment from review_aspects
          where review_id in ${ids}`),
      )
    : [];
  const aspectsByReview = new Map<string, FactReview['aspects']>();
  for (const row of aspectRows) {
    const list = aspectsByReview.get(row.reviewId) ?? [];
    list.push({ aspect: row.aspect, rating: Number(row.rating), comment: row.comment });
    aspectsByReview.set(row.reviewId, list);
  }
  const money = (value: string | null) => (value === null ? null : Number(value));

  const own = statsOf(place.id);
  const overallRow = own.find((s) => s.aspect === 'overall');
  return {
    place: toFactPlace(place),
    ancestors: ancestorIds
      .map((id) => ancestorRows.find((row) => row.id === id))
      .filter((row): row is PlaceRow => row !== undefined)
      .map((row) => {
        const overall = statsOf(row.id).find((s) => s.aspect === 'overall');
        return { ...toFactPlace(row), overall: overall ? toStat(overall) : null };
      }),
    comparison: (() => {
      const row = ancestorRows.find((r) => r.id === comparisonId);
      return row ? toFactPlace(row) : null;
    })(),
    basis,
    reviews: reviewRows.map((r) => ({
      id: r.id,
      placeType: r.placeType,
      language: r.language,
      overallRating: Number(r.overallRating),
      livedFrom: r.livedFrom,
      livedTo: r.livedTo,
      rent:
        r.rentAmount !== null && r.rentCurrency
          ? { amount: Number(r.rentAmount), currency: r.rentCurrency }
          : null,
      utilities: r.utilitiesCurrency
        ? {
            winter: money(r.utilitiesWinter),
            summer: money(r.utilitiesSummer),
            currency: r.utilitiesCurrency,
          }
        : null,
      likesCount: Number(r.likesCount),
      createdAt: new Date(r.createdAt),
      aspects: aspectsByReview.get(r.id) ?? [],
    })),
    overall: overallRow ? toStat(overallRow) : null,
    aspects: own
      .filter((s) => s.aspect !== 'overall')
      .map((s) => {
        const parent = parentStats.get(s.aspect);
        return { ...toStat(s), parentAverage: parent ? averageScore(parent) : null };
      }),
  };
}
