import type { Locale, PlaceType } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, preparedPerDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { places } from './schema.ts';

export type PlaceRow = typeof places.$inferSelect;

export function placeName(row: Pick<PlaceRow, 'nameEn' | 'nameRu' | 'nameKa'>, lang: Locale): string {
  return (lang === 'ru' ? row.nameRu : lang === 'ka' ? row.nameKa : row.nameEn) || row.nameEn;
}

/** Where a review stands in the hierarchy, copied onto the review at write time. */
export interface PlaceScope {
  place: PlaceRow;
  placeType: PlaceType;
  cityId: string | null;
  districtId: string | null;
  buildingId: string | null;
}

export async function getPlaceScope(db: Pick<Db, 'select'>, placeId: string): Promise<PlaceScope> {
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  if (!place || place.hiddenAt) throw new AppError('PLACE_NOT_FOUND', 'Place not found');
  const kind = place.kind as PlaceType;
  // A moderator hid the building (moderation/decisions.ts): its flats take no reviews either.
  if (kind === 'apartment' && place.parentId) {
    const [building] = await db
      .select({ hiddenAt: places.hiddenAt })
      .from(places)
      .where(eq(places.id, place.parentId));
    if (building?.hiddenAt) throw new AppError('PLACE_NOT_FOUND', 'Place not found');
  }
  return {
    place,
    placeType: kind,
    cityId: kind === 'city' ? place.id : place.cityId,
    districtId: kind === 'district' ? place.id : place.districtId,
    buildingId: kind === 'building' ? place.id : kind === 'apartment' ? place.parentId : null,
  };
}

export interface PlaceRef {
  id: string;
  kind: PlaceType;
  name: string;
}

/** What names and breadcrumbs need of a place. */
export type PlaceNames = Pick<PlaceRow, 'id' | 'kind' | 'nameEn' | 'nameRu' | 'nameKa'>;

const placeNamesById = preparedPerDatabase((db) =>
  db
    .select({
      id: places.id,
      kind: places.kind,
      nameEn: places.nameEn,
      nameRu: places.nameRu,
      nameKa: places.nameKa,
    })
    .from(places)
    .where(sql`${places.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('place_names'),
);

/** Places by id, with everything needed for names and breadcrumbs of a page of reviews. */
export async function loadPlaces(db: Db, ids: Iterable<string>): Promise<Map<string, PlaceNames>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await placeNamesById(db).execute({ ids: unique });
  return new Map(rows.map((row) => [row.id, row]));
}

const placeKindById = preparedPerDatabase((db) =>
  db
    .select({ kind: places.kind })
    .from(places)
    .where(sql`${places.id} = ${sql.placeholder('id')}::uuid`)
    .prepare('place_kind'),
);

/** A place by id, whatever its kind or state (a moderator's target, a summary's place); undefined when none. */
export async function findPlaceRow(
  db: Pick<Executor, 'select'>,
  placeId: string,
): Promise<PlaceRow | undefined> {
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  return place;
}

/** Places by id, whatever their kind or state (a summary's enclosing places). */
export async function findPlaceRows(db: Pick<Executor, 'select'>, placeIds: string[]): Promise<PlaceRow[]> {
  if (placeIds.length === 0) return [];
  return db.select().from(places).where(inArray(places.id, placeIds));
}

/** Whether a place of this id exists now (not cached: a place can be deleted, and a photo upload names one). */
export async function placeExists(db: Pick<Executor, 'select'>, placeId: string): Promise<boolean> {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  return place !== undefined;
}

/**
 * A building's city and normalized address: the key that watches of its address, typed before the
 * building existed, are kept under (watches move them onto the building when a review of it is
 * published). Undefined for an unknown id or a place that is not a building.
 */
export async function buildingAddressOf(
  db: Pick<Executor, 'select'>,
  buildingId: string,
): Promise<{ cityId: string | null; normalizedAddress: string | null } | undefined> {
  const [building] = await db
    .select({ cityId: places.cityId, normalizedAddress: places.normalizedAddress })
    .from(places)
    .where(and(eq(places.id, buildingId), eq(places.kind, 'building')));
  return building;
}

/** A place's kind never changes, so lists need not ask the database for it on every page. */
const placeKinds = new TtlCache<PlaceType>({ ttlMs: 10 * 60_000, maxEntries: 10_000 });

/** The kind of a place (which column of `reviews` holds "inside it"); not found when it is unknown. */
export function getPlaceKind(db: Db, placeId: string): Promise<PlaceType> {
  return placeKinds.get(placeId, async () => {
    const [place] = await placeKindById(db).execute({ id: placeId });
    if (!place) throw new AppError('PLACE_NOT_FOUND', 'Place not found');
    return place.kind as PlaceType;
  });
}

export function breadcrumbsOf(
  review: { cityId: string | null; districtId: string | null; buildingId: string | null; placeId: string },
  byId: Map<string, PlaceNames>,
  lang: Locale,
): PlaceRef[] {
  const ids = [...new Set([review.cityId, review.districtId, review.buildingId, review.placeId])];
  return ids
    .filter((id): id is string => id !== null && byId.has(id))
    .map((id) => {
      const row = byId.get(id)!;
      return { id, kind: row.kind as PlaceType, name: placeName(row, lang) };
    });
}
