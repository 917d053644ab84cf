import type { Locale, NearbyPlace } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadOverallScores } from '../reviews/review-stats.ts';
import {
  contextOf,
  PLACE_COLUMNS,
  type PlaceRow,
  queryRows,
  selectPlacesByIds,
  toPlaceRef,
} from './place-queries.ts';

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
            where p.review_count > 0 and p.kind in ('building', 'district')
              and earth_box(${origin}, ${options.radiusKm * 1000}) @> ll_to_earth(p.lat, p.lng)
              and earth_distance(${origin}, ll_to_earth(p.lat, p.lng)) <= ${options.radiusKm * 1000}
            order by distance_m, p.id
            limit ${options.limit}`
      : sql`select ${PLACE_COLUMNS}, null as distance_m
            from places p where p.review_count > 0 and p.kind = 'city'
            order by p.review_count desc, p.id
            limit ${options.limit}`,
  );
  const parents = await selectPlacesByIds(
    db,
    rows.flatMap((r) => [r.city_id, r.district_id].filter((id): id is string => id !== null && id !== r.id)),
  );
  const scores = await loadOverallScores(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const ancestors = [row.city_id, row.district_id]
      .filter((id): id is string => id !== null && id !== row.id)
      .map((id) => parents.get(id))
      .filter((p): p is PlaceRow => p !== undefined);
    const ref = toPlaceRef(row, options.lang);
    return {
      id: ref.id,
      kind: ref.kind,
      name: ref.name,
      context: contextOf(row, ancestors, options.lang),
      location: ref.location,
      reviewCount: Number(row.review_count),
      overallScore: scores.get(row.id) ?? null,
      distanceM: row.distance_m === null ? null : Math.round(Number(row.distance_m)),
    };
  });
}
