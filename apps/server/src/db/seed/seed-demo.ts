import { isAspectOf, type Locale } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { normalizeAddress } from '../../features/places/address.ts';
import { geonamesPlaceId } from '../../features/places/import-gazetteer.ts';
import { buildSearchText } from '../../features/places/normalize.ts';
import { syncPoints } from '../../features/points/sync-points.ts';
import { reviewPointsOf } from '../../features/reviews/hydrate-reviews.ts';
import { reviewScore } from '../../features/reviews/overall-score.ts';
import { getPlaceScope } from '../../features/reviews/place-scope.ts';
import { seededUuid } from '../../lib/uuid.ts';
import type { Db } from '../client.ts';
import { places, reviewAspects, reviews, users } from '../schema.ts';
import {
  DEMO_BUILDINGS,
  DEMO_CITIES,
  DEMO_DISTRICTS,
  DEMO_REVIEWS,
  DEMO_USERS,
  type DemoReview,
  type Names,
} from './demo-data.ts';

/** Demo ids are derived from a fixed epoch so that they are the same on every machine. */
const SEED_EPOCH = Date.UTC(2024, 0, 1);
const idFor = (kind: string, key: string) => seededUuid(`${kind}:${key}`, SEED_EPOCH);

const firstOfMonth = (p: { month: number; year: number }) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-01`;

const nameColumns = (names: Names) => ({ nameEn: names.en, nameRu: names.ru, nameKa: names.ka });

export interface SeedSummary {
  users: number;
  places: number;
  reviews: number;
}

/** Checks the demo data against the aspect catalogue before anything is written. */
export function validateDemoReviews(list: readonly DemoReview[] = DEMO_REVIEWS): string[] {
  const problems: string[] = [];
  for (const review of list) {
    const aspects = Object.keys(review.aspects);
    if (aspects.length === 0) problems.push(`${review.key}: no aspects`);
    for (const aspect of aspects) {
      if (!isAspectOf(review.place.type, aspect))
        problems.push(`${review.key}: ${aspect} is not a ${review.place.type} aspect`);
    }
  }
  return problems;
}

/**
 * Writes the demo data (cities, districts, buildings, apartments, users, reviews) in one transaction
 * when the database has no places yet. Returns what it wrote, or null when it did nothing.
 */
export async function seedDemoDataIfEmpty(db: Db): Promise<SeedSummary | null> {
  // Cities and districts come from the gazetteer import too: "empty" means no buildings yet.
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(places)
    .where(sql`${places.kind} in ('building', 'apartment')`);
  if (count > 0) return null;
  const problems = validateDemoReviews();
  if (problems.length > 0) throw new Error(`Demo data is inconsistent:\n${problems.join('\n')}`);

  return db.transaction(async (tx) => {
    // The gazetteer's ids (derived from the GeoNames id and the district key), so that the demo's
    // cities and districts are the imported rows whichever of the two runs first.
    const cityIdFor = (c: (typeof DEMO_CITIES)[number]) =>
      c.geonameId ? geonamesPlaceId(c.geonameId) : idFor('city', c.key);
    const cityRows = DEMO_CITIES.map((c) => ({
      id: cityIdFor(c),
      kind: 'city',
      ...nameColumns(c.names),
      searchText: buildSearchText([c.names.en, c.names.ru, c.names.ka]),
      countryCode: c.countryCode,
      population: c.population,
      geonamesId: c.geonameId ?? null,
      lat: c.lat,
      lng: c.lng,
    }));
    const cityByKey = new Map(DEMO_CITIES.map((c) => [c.key, cityIdFor(c)]));
    const countryByCity = new Map(DEMO_CITIES.map((c) => [c.key, c.countryCode]));

    const districtRows = DEMO_DISTRICTS.map((d) => {
      const cityId = cityByKey.get(d.cityKey);
      if (!cityId) throw new Error(`district ${d.key}: unknown city ${d.cityKey}`);
      return {
        id: idFor('district', d.key),
        kind: 'district',
        parentId: cityId,
        cityId,
        ...nameColumns(d.names),
        searchText: buildSearchText([d.names.en, d.names.ru, d.names.ka]),
        countryCode: countryByCity.get(d.cityKey) ?? null,
        lat: d.lat,
        lng: d.lng,
      };
    });
    const districtByKey = new Map(DEMO_DISTRICTS.map((d) => [d.key, d]));

    const buildingRows = DEMO_BUILDINGS.map((b) => {
      const district = districtByKey.get(b.districtKey);
      if (!district) throw new Error(`building ${b.key}: unknown district ${b.districtKey}`);
      const districtId = idFor('district', district.key);
      return {
        id: idFor('building', b.key),
        kind: 'building',
        parentId: districtId,
        cityId: cityByKey.get(district.cityKey)!,
        districtId,
        ...nameColumns(b.address),
        searchText: buildSearchText([
          b.address.en,
          b.address.ru,
          b.address.ka,
          normalizeAddress(b.address.en).key,
        ]),
        normalizedAddress: normalizeAddress(b.address.en).key,
        buildingType: b.buildingType,
        countryCode: countryByCity.get(district.cityKey) ?? null,
        lat: b.lat,
        lng: b.lng,
      };
    });
    const buildingById = new Map(buildingRows.map((b) => [b.id, b]));

    // Apartments exist only where a review names one: building + apartment number.
    const apartmentRows = new Map<string, typeof places.$inferInsert>();
    for (const review of DEMO_REVIEWS) {
      if (review.place.type !== 'apartment' || !review.place.apartmentNumber) continue;
      const building = buildingById.get(idFor('building', review.place.key));
      if (!building) throw new Error(`review ${review.key}: unknown building ${review.place.key}`);
      const number = review.place.apartmentNumber;
      const key = `${review.place.key}#${number}`;
      if (apartmentRows.has(key)) continue;
      const names: Names = {
        en: `${building.nameEn}, apt. ${number}`,
        ru: `${building.nameRu}, кв. ${number}`,
        ka: `${building.nameKa}, ბინა ${number}`,
      };
      apartmentRows.set(key, {
        id: idFor('apartment', key),
        kind: 'apartment',
        parentId: building.id,
        cityId: building.cityId,
        districtId: building.districtId,
        ...nameColumns(names),
        searchText: buildSearchText([names.en, names.ru, names.ka]),
        apartmentNumber: number,
        buildingType: building.buildingType,
        countryCode: building.countryCode,
        lat: building.lat,
        lng: building.lng,
      });
    }

    for (const rows of [cityRows, districtRows, buildingRows, [...apartmentRows.values()]]) {
      if (rows.length > 0) await tx.insert(places).values(rows).onConflictDoNothing();
    }

    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        id: idFor('user', u.key),
        email: u.email?.toLowerCase() ?? null,
        name: u.name,
        language: u.language,
        mapsLanguage: u.language,
        isVerified: !u.anonymous,
        authProvider: u.anonymous ? null : 'email',
        isAnonymous: u.anonymous,
      })),
    );

    const anonymousUsers = new Set(DEMO_USERS.filter((u) => u.anonymous).map((u) => u.key));
    const placeIdFor = (review: DemoReview) => {
      const { type, key, apartmentNumber } = review.place;
      if (type === 'apartment') return idFor('apartment', `${key}#${apartmentNumber}`);
      if (type === 'city') return cityByKey.get(key)!;
      return idFor(type, key);
    };

    for (const review of DEMO_REVIEWS) {
      const aspects = Object.entries(review.aspects).filter(([, a]) => a !== undefined);
      const score = reviewScore(aspects.map(([aspect, a]) => ({ aspect, rating: a!.rating })));
      const createdAt = new Date(review.createdAt);
      const reviewId = seededUuid(`review:${review.key}`, createdAt.getTime());
      const scope = await getPlaceScope(tx, placeIdFor(review));
      await tx.insert(reviews).values({
        id: reviewId,
        placeId: scope.place.id,
        authorId: idFor('user', review.authorKey),
        placeType: review.place.type,
        cityId: scope.cityId,
        districtId: scope.districtId,
        buildingId: scope.buildingId,
        lat: scope.place.lat,
        lng: scope.place.lng,
        buildingType: scope.place.buildingType,
        language: review.language satisfies Locale,
        isCommercial: review.isCommercial,
        livedFrom: firstOfMonth(review.livedFrom),
        livedTo: review.livedTo ? firstOfMonth(review.livedTo) : null,
        apartmentNumber: review.place.apartmentNumber ?? null,
        rentAmount: review.rent ? String(review.rent.amount) : null,
        rentCurrency: review.rent?.currency ?? null,
        utilitiesWinter: review.utilities?.winter !== undefined ? String(review.utilities.winter) : null,
        utilitiesSummer: review.utilities?.summer !== undefined ? String(review.utilities.summer) : null,
        utilitiesCurrency: review.utilities?.currency ?? null,
        overallRating: score.toFixed(2),
        createdAt,
        updatedAt: createdAt,
      });
      const aspectRows = aspects.map(([aspect, a]) => ({
        reviewId,
        aspect,
        rating: a!.rating,
        comment: a!.comment ?? null,
      }));
      await tx.insert(reviewAspects).values(aspectRows);
      if (!anonymousUsers.has(review.authorKey)) {
        const worth = reviewPointsOf(
          { rentAmount: review.rent ? String(review.rent.amount) : null },
          aspectRows,
          0,
        );
        await syncPoints(
          tx,
          {
            userId: idFor('user', review.authorKey),
            sourceType: 'review',
            sourceId: reviewId,
            reason: 'review_published',
          },
          worth,
        );
      }
    }
    await recomputePlaceStats(tx);

    return {
      users: DEMO_USERS.length,
      places: cityRows.length + districtRows.length + buildingRows.length + apartmentRows.size,
      reviews: DEMO_REVIEWS.length,
    };
  });
}

/**
 * Rebuilds every place's review count and aggregates from the published reviews, rolled up to the
 * enclosing building, district and city exactly as writes maintain them (features/reviews/review-stats.ts).
 * Writes keep them current incrementally; this is the repair tool and the seed's last step.
 */
export async function recomputePlaceStats(db: Pick<Db, 'execute'>) {
  const scope = sql`cross join lateral (
      select distinct x from unnest(array[r.place_id, r.building_id, r.district_id, r.city_id]) as x where x is not null
    ) as s(place_id)`;
  const distribution = (value: SQL) => sql`array[
      count(*) filter (where ${value} = 1), count(*) filter (where ${value} = 2), count(*) filter (where ${value} = 3),
      count(*) filter (where ${value} = 4), count(*) filter (where ${value} = 5)]::int[]`;
  await db.execute(sql`delete from place_aspect_stats`);
  await db.execute(sql`
    insert into place_aspect_stats (place_id, aspect, rating_sum, rating_count, distribution)
    select s.place_id, r.place_type || '.' || a.aspect, sum(a.rating)::int, count(*)::int, ${distribution(sql`a.rating`)}
    from reviews r join review_aspects a on a.review_id = r.id ${scope}
    where r.status = 'published'
    group by s.place_id, r.place_type, a.aspect`);
  await db.execute(sql`
    insert into place_aspect_stats (place_id, aspect, rating_sum, rating_count, distribution)
    select s.place_id, 'overall', sum(round(r.overall_rating * 100))::int, count(*)::int,
           ${distribution(sql`least(5, greatest(1, round(r.overall_rating)))`)}
    from reviews r ${scope}
    where r.status = 'published'
    group by s.place_id`);
  await db.execute(sql`update places set review_count = 0 where review_count <> 0`);
  await db.execute(sql`
    update places p set review_count = c.n
    from (select s.place_id, count(*)::int as n from reviews r ${scope} where r.status = 'published' group by s.place_id) c
    where c.place_id = p.id`);
}
