import type { Locale, NearbyPlace } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { MAPPED_PLACE, toMapPlaces } from './find-places-in-area.ts';
import { PLACE_COLUMNS, type PlaceRow, queryRows } from './place-queries.ts';

export interface FindNearbyPlacesOptions {
  lat?: number | undefined;
  lng?: number | undefined;
  radiusKm: number;
  lang: Locale;
  limit: number;
}

/**
 * Places with reviews for the map. Around a point: buildings and districts (apartments share their
 * building's point; a city's count already includes everything inside it), nearest first, through
 * the GiST index. Without a point: the cities with the most reviews, for a world view.
 */
export async function findNearbyPlaces(
  db: Pick<Db, 'execute'>,
  options: FindNearbyPlacesOptions,
): Promise<NearbyPlace[]> {
  const hasPoint = options.lat !== undefined && options.lng !== undefined;
  const origin = hasPoint ? sql`ll_to_earth(${options.lat}, ${options.lng})` : sql``;
  const rows = await queryRows<PlaceRow & { distance_m: number | null }>(
    db,
    hasPoint
      ? sql`select ${PLACE_COLUMNS}, earth_distance(${origin}, ll_to_earth(p.lat, p.lng)) as distance_m
            from places p
            where ${MAPPED_PLACE} and p.kind in ('building', 'district')
              and earth_box(${origin}, ${options.radiusKm * 1000}) @> ll_to_earth(p.lat, p.lng)
              and earth_distance(${origin}, ll_to_earth(p.lat, p.lng)) <= ${options.radiusKm * 1000}
            order by distance_m, p.id
            limit ${options.limit}`
      : sql`select ${PLACE_COLUMNS}, null as distance_m
            from places p where ${MAPPED_PLACE} and p.kind = 'city'
            order by p.review_count desc, p.id
            limit ${options.limit}`,
  );
  return toMapPlaces(db, rows, options.lang);
}
