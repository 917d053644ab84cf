import type { Locale, PlaceType } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { SCOPE_COLUMN } from './place-history.ts';

/*
 * What ai-summary reads of the published reviews inside a place (issue 32, item 1): ai-summary
 * decides what a summary says and when it is out of date; these only read.
 */

type Reader = Pick<Db, 'execute'>;

export interface PublishedReviewSpan {
  count: number;
  lastChange: string | Date | null;
  first: string | Date | null;
  last: string | Date | null;
  livedFrom: string | null;
  livedTo: string | null;
  fromInYears: boolean | null;
  toInYears: boolean | null;
  ongoing: boolean | null;
}

/** One pass over the published reviews inside a place: count, last change, first and last, period. */
export async function publishedReviewSpan(
  db: Reader,
  kind: PlaceType,
  placeId: string,
): Promise<PublishedReviewSpan | undefined> {
  const column = sql.raw(SCOPE_COLUMN[kind]);
  // The earliest move-in "in years" is a filtered minimum equal to the minimum.
  const [row] = rowsOf<PublishedReviewSpan>(
    await db.execute(sql`
      select count(*)::int as count, max(updated_at) as "lastChange", min(created_at) as first,
        max(created_at) as last, min(lived_from)::text as "livedFrom", max(lived_to)::text as "livedTo",
        min(lived_from) filter (where period_precision = 'year') = min(lived_from) as "fromInYears",
        max(lived_to) filter (where period_precision = 'year') = max(lived_to) as "toInYears",
        bool_or(lived_to is null) as ongoing
      from reviews where ${column} = ${placeId} and status = 'published'`),
  );
  return row;
}

/** A published review as a summary's sample holds it (amounts and dates as PostgreSQL gives them). */
export interface SampledReview {
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
}

/** The newest published reviews inside a place, `limit` at most (listed_at, then id). */
export async function newestPublishedReviews(
  db: Reader,
  kind: PlaceType,
  placeId: string,
  limit: number,
): Promise<SampledReview[]> {
  const column = sql.raw(SCOPE_COLUMN[kind]);
  return rowsOf<SampledReview>(
    await db.execute(sql`
      select id, place_type as "placeType", language, overall_rating::text as "overallRating",
        lived_from::text as "livedFrom", lived_to::text as "livedTo", rent_amount::text as "rentAmount",
        rent_currency as "rentCurrency", utilities_winter::text as "utilitiesWinter",
        utilities_summer::text as "utilitiesSummer", utilities_currency as "utilitiesCurrency",
        likes_count as "likesCount", created_at as "createdAt"
      from reviews where ${column} = ${placeId} and status = 'published'
      order by listed_at desc nulls last, id desc nulls last limit ${limit}`),
  );
}
