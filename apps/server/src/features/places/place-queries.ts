import type { Locale, PlaceDetails, PlaceKind, PlaceRef } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadOverallScores } from './review-stats.ts';

/** The columns services read, as the database names them. */
export interface PlaceRow {
  id: string;
  kind: PlaceKind;
  parent_id: string | null;
  city_id: string | null;
  district_id: string | null;
  name_en: string;
  name_ru: string;
  name_ka: string;
  country_code: string | null;
  population: number;
  review_count: number;
  lat: number;
  lng: number;
  building_type: 'apartments' | 'single_family' | null;
  apartment_number: string | null;
  normalized_address: string | null;
  search_text: string;
  /** Set when a moderator hid the place after a report (decisions.ts): no longer public. */
  hidden_at: Date | string | null;
}

export const PLACE_COLUMNS = sql.raw(
  'p.id, p.kind, p.parent_id, p.city_id, p.district_id, p.name_en, p.name_ru, p.name_ka, p.country_code, ' +
    'p.population, p.review_count, p.lat, p.lng, p.building_type, p.apartment_number, ' +
    'p.normalized_address, p.search_text, p.hidden_at',
);

/**
 * Cities and districts (the gazetteer) are public from the start; a building or an apartment only
 * while it holds a published review (`review_count` counts exactly those, and changes in the
 * publishing transaction: see applyReviewStats). Until then only the author who resolved it,
 * holding its id, reaches it: no phantom places from a failed, held or scheduled review. A home a
 * moderator hid after a report (`hidden_at`) is not public whatever its reviews.
 */
export function isPublicPlace(row: Pick<PlaceRow, 'kind' | 'review_count' | 'hidden_at'>): boolean {
  if (row.kind === 'city' || row.kind === 'district') return true;
  return Number(row.review_count) > 0 && !row.hidden_at;
}

/** isPublicPlace in SQL, on the alias `p`; the homes' trigram indexes (migration 0010) hold it. */
export const PUBLIC_HOME = sql.raw('(p.review_count > 0 and p.hidden_at is null)');

/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The search's reads, in one transaction without parallel workers: the planner takes a parallel
 * plan for a trigram search it expects to match tens of thousands of rows ("% ulic %"), and
 * starting the workers (new processes that load the catalogue and compile loose_text again) cost
 * 100–300 ms of a keystroke that the search itself answers in 2–20 ms (docs/performance.md,
 * issue 29). Many short searches at once are served better by one process each. The transaction
 * opens at the first read: a keystroke the in-memory index answers asks PostgreSQL nothing.
 */
export async function searchReads<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  let transaction: Promise<void> | null = null;
  let opened: Promise<Db> | null = null;
  let finish: (error?: unknown) => void = () => {};
  const open = () => {
    opened ??= new Promise<Db>((resolve, reject) => {
      transaction = db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        resolve(tx as unknown as Db);
        // Held open until the work ends: committed then, or rolled back with its error.
        await new Promise<void>((done, fail) => {
          finish = (error) => (error === undefined ? done() : fail(error));
        });
      });
      transaction.catch(reject);
    });
    return opened;
  };
  const reads = {
    execute: async (query: SQL) => (await open()).execute(query),
    transaction: async (...args: Parameters<Db['transaction']>) => (await open()).transaction(...args),
  } as unknown as Db;
  let result: T;
  try {
    result = await work(reads);
  } catch (error) {
    finish(error ?? new Error('search failed'));
    await (transaction as Promise<void> | null)?.catch(() => {});
    throw error;
  }
  finish();
  await transaction;
  return result;
}

/**
 * Whether one of `words` (lower case) is the name, in one of our languages, of a city or district
 * of Georgia: the Georgian cities through their country's index, the districts (a few thousand)
 * through their kind's.
 */
export async function namesGeorgianArea(db: Pick<Db, 'execute'>, words: readonly string[]): Promise<boolean> {
  if (words.length === 0) return false;
  const named = sql`(lower(p.name_en) in ${words} or lower(p.name_ru) in ${words} or lower(p.name_ka) in ${words})`;
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from places p where p.kind = 'city' and p.country_code = 'GE' and ${named}
        union all
        select 1 from places p where p.kind = 'district' and p.country_code = 'GE' and ${named}
        limit 1`,
  );
  return rows.length > 0;
}

export async function selectPlacesByIds(db: Pick<Db, 'execute'>, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const byId = new Map<string, PlaceRow>();
  if (unique.length === 0) return byId;
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p where p.id in (${sql.join(
      unique.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  for (const row of rows) byId.set(row.id, row);
  return byId;
}

export function nameOf(row: Pick<PlaceRow, 'name_en' | 'name_ru' | 'name_ka'>, lang: Locale): string {
  return lang === 'ru' ? row.name_ru : lang === 'ka' ? row.name_ka : row.name_en;
}

export function toPlaceRef(row: PlaceRow, lang: Locale): PlaceRef {
  return {
    id: row.id,
    kind: row.kind,
    name: nameOf(row, lang),
    names: { en: row.name_en, ru: row.name_ru, ka: row.name_ka },
    location: { lat: Number(row.lat), lng: Number(row.lng) },
  };
}

const countryNames = new Map<Locale, Intl.DisplayNames>();
/** "GE" → "Georgia" / "Грузия" / "საქართველო" (full ICU in Node 24). */
export function countryName(code: string | null, lang: Locale): string | null {
  if (!code) return null;
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    countryNames.set(lang, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

/** The ancestors of a place from the city down: city › district › building. */
export function ancestorIdsOf(row: PlaceRow): string[] {
  const ids: string[] = [];
  if (row.city_id && row.city_id !== row.id) ids.push(row.city_id);
  if (row.district_id && row.district_id !== row.id) ids.push(row.district_id);
  if (row.kind === 'apartment' && row.parent_id) ids.push(row.parent_id);
  return ids;
}

/** "Vake, Tbilisi" for a building, "Georgia" for a city: the parents, nearest first. */
export function contextOf(row: PlaceRow, ancestors: readonly PlaceRow[], lang: Locale): string | null {
  if (row.kind === 'city') return countryName(row.country_code, lang);
  // An apartment's name already holds its building's address.
  const shown = ancestors.filter((a) => a.kind === 'city' || a.kind === 'district');
  return shown.length > 0
    ? shown
        .map((a) => nameOf(a, lang))
        .reverse()
        .join(', ')
    : null;
}

export function toPlaceDetails(
  row: PlaceRow,
  ancestors: readonly PlaceRow[],
  lang: Locale,
  overallScore: number | null,
): PlaceDetails {
  return {
    ...toPlaceRef(row, lang),
    parentId: row.parent_id,
    context: contextOf(row, ancestors, lang),
    countryCode: row.country_code,
    buildingType: row.building_type,
    apartmentNumber: row.apartment_number,
    population: Number(row.population),
    reviewCount: Number(row.review_count),
    overallScore,
    breadcrumbs: ancestors.map((a) => toPlaceRef(a, lang)),
  };
}

/**
 * The place with its hierarchy; null when there is no such place, or (with `publicOnly`) when it is
 * a building or apartment nobody has published a review of yet.
 */
export async function loadPlaceDetails(
  db: Pick<Db, 'execute'>,
  placeId: string,
  lang: Locale,
  options: { publicOnly?: boolean } = {},
): Promise<PlaceDetails | null> {
  const row = (await selectPlacesByIds(db, [placeId])).get(placeId);
  if (!row || (options.publicOnly && !isPublicPlace(row))) return null;
  const ids = ancestorIdsOf(row);
  const byId = await selectPlacesByIds(db, ids);
  const ancestors = ids.map((id) => byId.get(id)).filter((a): a is PlaceRow => a !== undefined);
  const scores = await loadOverallScores(db, [row.id]);
  return toPlaceDetails(row, ancestors, lang, scores.get(row.id) ?? null);
}
