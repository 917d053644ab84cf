import { type Locale, type LocateResponse, PLACE_MESSAGES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cityRadiusKm, distanceKm } from './geo.ts';
import { PLACE_COLUMNS, type PlaceRow, queryRows, toPlaceRef } from './place-queries.ts';

/** Beyond this distance from every known city centre a point is "nowhere we know". */
export const NEAREST_CITY_MAX_KM = 30;
/** A district centre farther than this from the point is not its district. */
const DISTRICT_MAX_KM = 8;

export interface PointLocation {
  city: PlaceRow;
  district: PlaceRow | null;
}

/**
 * The city a point is in: the most populous city whose reach (cityRadiusKm) holds the point, or
 * failing that the nearest city centre within 30 km. GeoNames has points, not boundaries, so
 * "containing" is judged from population; suburbs inside a capital belong to the capital.
 */
export async function findCityAt(db: Pick<Db, 'execute'>, point: { lat: number; lng: number }) {
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'city'
          and earth_box(ll_to_earth(${point.lat}, ${point.lng}), ${NEAREST_CITY_MAX_KM * 1000}) @> ll_to_earth(p.lat, p.lng)`,
  );
  let containing: PlaceRow | null = null;
  let nearest: PlaceRow | null = null;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const km = distanceKm(point, { lat: Number(row.lat), lng: Number(row.lng) });
    if (
      km <= cityRadiusKm(Number(row.population)) &&
      (!containing || row.population > containing.population)
    ) {
      containing = row;
    }
    if (km < nearestKm && km <= NEAREST_CITY_MAX_KM) {
      nearest = row;
      nearestKm = km;
    }
  }
  return containing ?? nearest;
}

/** The nearest district centre of the city within a few kilometres of the point. */
export async function findDistrictAt(
  db: Pick<Db, 'execute'>,
  cityId: string,
  point: { lat: number; lng: number },
) {
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'district' and p.city_id = ${cityId}::uuid
          and earth_box(ll_to_earth(${point.lat}, ${point.lng}), ${DISTRICT_MAX_KM * 1000}) @> ll_to_earth(p.lat, p.lng)
        order by earth_distance(ll_to_earth(${point.lat}, ${point.lng}), ll_to_earth(p.lat, p.lng))
        limit 1`,
  );
  return row ?? null;
}

/** City and district of a point; 'Unable to determine location details' when nothing is near. */
export async function locatePoint(
  db: Pick<Db, 'execute'>,
  point: { lat: number; lng: number },
): Promise<PointLocation> {
  const city = await findCityAt(db, point);
  if (!city) throw new AppError('LOCATION_UNKNOWN', PLACE_MESSAGES.locateFailed);
  return { city, district: await findDistrictAt(db, city.id, point) };
}

export function toLocateResponse(
  location: PointLocation,
  lang: Locale,
  address: string | null,
): LocateResponse {
  return {
    city: toPlaceRef(location.city, lang),
    district: location.district ? toPlaceRef(location.district, lang) : null,
    address,
  };
}
