import type { Bbox, Locale, NearbyPlace } from '@app/contracts';
import { PLACE_MESSAGES } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  contextOf,
  PLACE_COLUMNS,
  type PlaceRow,
  queryRows,
  selectPlacesByIds,
  toPlaceRef,
} from './place-queries.ts';
import { loadOverallScores } from './review-stats.ts';

/**
 * Which places a map may show: the one condition every map query of this file uses (and the partial
 * indexes of migration 0013 repeat), so a stricter "public" rule changes here and there only.
 */
export const MAPPED_PLACE = sql.raw('(p.review_count > 0 and p.hidden_at is null)');

/** earthdistance's sphere (the `earth()` function), in metres. */
const EARTH_RADIUS_M = 6378168;

function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type PlacesInAreaOptions = ({ bbox: Bbox } | { within: string }) & { lang: Locale; limit: number };

/**
 * Reviewed buildings for a map, most reviewed first: those inside a box (the home map zoomed in; the
 * GiST index finds the circle around the box, the exact box filters), or those inside a city or
 * district (its page; a partial index per parent). At most `limit`; `truncated` says more exist.
 */
export async function findPlacesInArea(
  db: Pick<Db, 'execute'>,
  options: PlacesInAreaOptions,
): Promise<{ items: NearbyPlace[]; truncated: boolean }> {
  let where: SQL;
  if ('bbox' in options) {
    const { west, south, east, north } = options.bbox;
    const centre = { lat: (south + north) / 2, lng: (west + east) / 2 };
    const radius =
      Math.max(
        ...[south, north].flatMap((lat) => [west, east].map((lng) => distanceM(centre, { lat, lng }))),
      ) *
        1.01 +
      10;
    where = sql`earth_box(ll_to_earth(${centre.lat}, ${centre.lng}), ${radius}) @> ll_to_earth(p.lat, p.lng)
      and p.lat between ${south} and ${north} and p.lng between ${west} and ${east}`;
  } else {
    const [area] = await queryRows<{ kind: string }>(
      db,
      sql`select kind from places where id = ${options.within}::uuid`,
    );
    if (!area) throw new AppError('PLACE_NOT_FOUND', PLACE_MESSAGES.placeNotFound);
    if (area.kind === 'city') where = sql`p.city_id = ${options.within}::uuid`;
    else if (area.kind === 'district') where = sql`p.district_id = ${options.within}::uuid`;
    else
      throw new AppError('VALIDATION_FAILED', 'within must be a city or a district', {
        details: [{ field: 'within', message: 'within must be a city or a district' }],
      });
  }
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where ${MAPPED_PLACE} and p.kind = 'building' and ${where}
        order by p.review_count desc, p.id
        limit ${options.limit + 1}`,
  );
  const truncated = rows.length > options.limit;
  const shown = rows.slice(0, options.limit);
  return { truncated, items: await toMapPlaces(db, shown, options.lang) };
}

/** Rows as the maps' list items, with their context ("Vake, Tbilisi") in `lang`. */
export async function toMapPlaces(
  db: Pick<Db, 'execute'>,
  rows: ReadonlyArray<PlaceRow & { distance_m?: number | null }>,
  lang: Locale,
): Promise<NearbyPlace[]> {
  const ancestorIds = (row: PlaceRow) =>
    [row.city_id, row.district_id].filter((id): id is string => id !== null && id !== row.id);
  const parents = await selectPlacesByIds(db, rows.flatMap(ancestorIds));
  const scores = await loadOverallScores(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const ancestors = ancestorIds(row)
      .map((id) => parents.get(id))
      .filter((p): p is PlaceRow => p !== undefined);
    const ref = toPlaceRef(row, lang);
    return {
      id: ref.id,
      kind: ref.kind,
      name: ref.name,
      context: contextOf(row, ancestors, lang),
      location: ref.location,
      reviewCount: Number(row.review_count),
      overallScore: scores.get(row.id) ?? null,
      distanceM:
        row.distance_m === null || row.distance_m === undefined ? null : Math.round(Number(row.distance_m)),
    };
  });
}
