import type { Locale, PlaceType } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  averageScore,
  findPlaceRow,
  findPlaceRows,
  loadRatedAspectStats,
  type PlaceRow,
} from '../places/index.ts';
import { aspectsOfReviews, newestPublishedReviews, publishedReviewSpan } from '../reviews/index.ts';

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

const toFactPlace = (row: PlaceRow): FactPlace => ({
  id: row.id,
  kind: row.kind as PlaceType,
  names: { en: row.nameEn, ru: row.nameRu || row.nameEn, ka: row.nameKa || row.nameEn },
});

type Reader = Pick<Db, 'select' | 'execute'>;

export async function findSummaryPlace(db: Reader, placeId: string): Promise<PlaceRow> {
  const place = await findPlaceRow(db, placeId);
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
  const row = await publishedReviewSpan(db, place.kind as PlaceType, place.id);
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
  const ancestorRows = await findPlaceRows(db, ancestorIds);
  const comparisonId =
    kind === 'city' ? null : kind === 'district' ? place.cityId : (place.districtId ?? place.cityId);
  const statIds = [...new Set([place.id, ...ancestorIds])];
  const stats = await loadRatedAspectStats(db, statIds);
  const statsOf = (id: string) => stats.filter((s) => s.placeId === id);
  const parentStats = new Map(comparisonId ? statsOf(comparisonId).map((s) => [s.aspect, s]) : []);

  const reviewRows = await newestPublishedReviews(db, kind, place.id, REVIEW_SAMPLE_SIZE);
  const ids = reviewRows.map((r) => r.id);
  const aspectRows = await aspectsOfReviews(db, ids);
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
