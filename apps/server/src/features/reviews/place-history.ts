import type { PlaceStats, PlaceType } from '@app/contracts';
import { AGGREGATE_MIN_REVIEWS, roughAmount } from '@app/contracts/money-bands';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { placeOverallScore } from '../places/index.ts';

/** The column of `reviews` that holds "inside this place" for each kind (the scope of its page). */
export const SCOPE_COLUMN: Record<PlaceType, string> = {
  city: 'city_id',
  district: 'district_id',
  building: 'building_id',
  apartment: 'place_id',
};

/**
 * A mean as readers see it (issue 30): only from AGGREGATE_MIN_REVIEWS reviews or more, so that no
 * single review's amount can be read back out of a table or a chart, and rounded (roughAmount).
 */
const publicMean = (mean: number | null, count: number) =>
  mean === null || count < AGGREGATE_MIN_REVIEWS ? null : roughAmount(mean);

/**
 * A place's history, read from its reviews (places' getPlaceStats caches it per place and version).
 * Per year of tenancy start: how many reviews, their mean rating, and mean rent and winter bills in
 * the place's most common rent currency (amounts in different currencies are never mixed).
 */
export async function getPlaceHistory(
  db: Db,
  placeId: string,
  kind: PlaceType,
): Promise<Pick<PlaceStats, 'history' | 'currency'>> {
  const scope = sql.raw(SCOPE_COLUMN[kind]);
  const rows = rowsOf<{
    year: number;
    reviewCount: number;
    ratingSum: number;
    averageRent: number | null;
    rentCount: number;
    averageWinterUtilities: number | null;
    winterCount: number;
    averageSummerUtilities: number | null;
    summerCount: number;
    currency: string | null;
  }>(
    await db.execute(sql`
      with scoped as (
        select lived_from, overall_rating, rent_amount, rent_currency, utilities_winter, utilities_summer,
               utilities_currency
        from reviews where status = 'published' and ${scope} = ${placeId}
      ), common as (
        select rent_currency as c from scoped where rent_currency is not null
        group by rent_currency order by count(*) desc, rent_currency limit 1
      )
      select extract(year from lived_from)::int as year,
             count(*)::int as "reviewCount",
             sum(round(overall_rating * 100))::int as "ratingSum",
             avg(rent_amount) filter (where rent_currency = (select c from common))::float8 as "averageRent",
             (count(rent_amount) filter (where rent_currency = (select c from common)))::int as "rentCount",
             avg(utilities_winter) filter (where utilities_currency = (select c from common))::float8
               as "averageWinterUtilities",
             (count(utilities_winter) filter (where utilities_currency = (select c from common)))::int
               as "winterCount",
             avg(utilities_summer) filter (where utilities_currency = (select c from common))::float8
               as "averageSummerUtilities",
             (count(utilities_summer) filter (where utilities_currency = (select c from common)))::int
               as "summerCount",
             (select c from common) as currency
      from scoped group by 1 order by 1`),
  );
  return {
    currency: (rows[0]?.currency ?? null) as PlaceStats['currency'],
    history: rows.map((row) => ({
      year: row.year,
      reviewCount: row.reviewCount,
      averageRating: placeOverallScore({ ratingSum: row.ratingSum, ratingCount: row.reviewCount }) ?? 0,
      averageRent: publicMean(row.averageRent, row.rentCount),
      rentCount: row.rentCount,
      averageWinterUtilities: publicMean(row.averageWinterUtilities, row.winterCount),
      averageSummerUtilities: publicMean(row.averageSummerUtilities, row.summerCount),
    })),
  };
}
