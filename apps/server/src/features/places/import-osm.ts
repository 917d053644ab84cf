import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  detectScriptLanguage,
  type NormalizedAddress,
  normalizeAddress,
  transliterateToLatin,
} from './address.ts';
import { cityRadiusKm, distanceKm } from './geo.ts';
import { normalizeText, SEARCH_NAME_SEPARATOR } from './normalize.ts';
import { queryRows } from './place-queries.ts';
import { OsmExtractError, readOsmPbf } from './read-osm-pbf.ts';

/*
 * `npm run import:osm -- <extract.osm.pbf>`: streets and addressed buildings of an OpenStreetMap
 * extract into imported_streets and imported_addresses (docs/addresses.md).
 *
 * Two passes over the file: the first keeps the named streets (highway=* with name) and the ways
 * with an address, and which nodes they need; the second keeps those nodes' coordinates and the
 * nodes that carry an address themselves. Each object is then put in the city and district whose
 * reach holds its point (the rules of locate-point.ts, in memory), keyed with normalizeAddress, and
 * written to staging tables in batches of one transaction each. Only when the whole extract has
 * been read and staged does one transaction merge the staging rows into the live tables (upsert on
 * the OpenStreetMap id): a truncated or corrupt extract, or an import stopped half-way, leaves the
 * previous import as it was.
 */

/** Rows per staging INSERT (one JSON parameter each, as in import-gazetteer.ts). */
const BATCH_SIZE = 5000;
/** The same limits as locate-point.ts: beyond 30 km from every city centre a point is nowhere. */
const NEAREST_CITY_MAX_KM = 30;
const DISTRICT_MAX_KM = 8;
/** Grid cell of the in-memory city lookup, in degrees: one cell each way covers 30 km. */
const CELL_DEGREES = 0.5;
/** Beyond this flat-earth distance a city is neither near nor holding the point (30 km and a margin). */
const PREFILTER_KM = NEAREST_CITY_MAX_KM + 2;

const ADDRESS_TAGS = ['addr:housenumber', 'addr:street', 'name', 'name:en', 'name:ru', 'name:ka'];
const STREET_TAGS = ['highway', 'name', 'name:en', 'name:ru', 'name:ka'];

export interface OsmImportProgress {
  phase: 'ways' | 'nodes' | 'addresses' | 'staging' | 'merging';
  /** Bytes of the file read in this pass, or rows staged. */
  done: number;
  total: number;
}

export interface OsmImportSummary {
  /** OpenStreetMap objects in the file (nodes, ways, relations), counted once. */
  objects: number;
  streets: { staged: number; inserted: number; updated: number; unchanged: number };
  addresses: {
    staged: number;
    inserted: number;
    updated: number;
    unchanged: number;
    /** Linked to a building users had already created at the same address. */
    matchedPlaces: number;
  };
  skipped: {
    /** Farther than 30 km from every known city. */
    outsideCities: number;
    /** An address without a street or a usable house number ("addr:place" only, "1-3;5"). */
    incomplete: number;
    /** A way whose nodes are missing from the extract (cut at its border). */
    missingNodes: number;
  };
  ms: number;
}

interface CityRow {
  id: string;
  name_en: string;
  name_ru: string;
  name_ka: string;
  population: number;
  lat: number;
  lng: number;
}

interface DistrictRow {
  id: string;
  city_id: string;
  lat: number;
  lng: number;
}

/** City and district of a point, as locate-point.ts decides them, from rows held in memory. */
class AreaLocator {
  private readonly cells = new Map<string, CityRow[]>();
  private readonly districts = new Map<string, DistrictRow[]>();
  readonly cityNames = new Map<string, string[]>();

  constructor(cities: CityRow[], districts: DistrictRow[]) {
    for (const city of cities) {
      const key = this.cell(city.lat, city.lng);
      const list = this.cells.get(key);
      if (list) list.push(city);
      else this.cells.set(key, [city]);
      this.cityNames.set(city.id, [city.name_en, city.name_ru, city.name_ka]);
    }
    for (const district of districts) {
      const list = this.districts.get(district.city_id);
      if (list) list.push(district);
      else this.districts.set(district.city_id, [district]);
    }
  }

  private cell(lat: number, lng: number) {
    return `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;
  }

  locate(point: { lat: number; lng: number }): { cityId: string; districtId: string | null } | null {
    const row = Math.floor(point.lat / CELL_DEGREES);
    const col = Math.floor(point.lng / CELL_DEGREES);
    let containing: CityRow | null = null;
    let nearest: CityRow | null = null;
    let nearestKm = Number.POSITIVE_INFINITY;
    const cosLat = Math.cos((point.lat * Math.PI) / 180);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const city of this.cells.get(`${row + dr}:${col + dc}`) ?? []) {
          // A cheap flat-earth bound first: most cities of the nine cells are far.
          const dy = (city.lat - point.lat) * 111.2;
          const dx = (city.lng - point.lng) * 111.2 * cosLat;
          if (dx * dx + dy * dy > PREFILTER_KM * PREFILTER_KM) continue;
          const km = distanceKm(point, city);
          if (
            km <= cityRadiusKm(city.population) &&
            (!containing || city.population > containing.population)
          ) {
            containing = city;
          }
          if (km < nearestKm && km <= NEAREST_CITY_MAX_KM) {
            nearest = city;
            nearestKm = km;
          }
        }
      }
    }
    const city = containing ?? nearest;
    if (!city) return null;
    let districtId: string | null = null;
    let districtKm = DISTRICT_MAX_KM;
    for (const district of this.districts.get(city.id) ?? []) {
      const km = distanceKm(point, district);
      if (km <= districtKm) {
        districtId = district.id;
        districtKm = km;
      }
    }
    return { cityId: city.id, districtId };
  }
}

/** A growable list of node ids (the ways' refs), sorted and deduplicated once the ways are read. */
class IdList {
  private values = new Float64Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  at(index: number) {
    return this.values[index]!;
  }
  sortedUnique(): Float64Array {
    const sorted = this.values.slice(0, this.length).sort();
    let n = 0;
    for (let i = 0; i < sorted.length; i++)
      if (i === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i]!;
    return sorted.slice(0, n);
  }
}

function indexOfSorted(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = sorted[mid]!;
    if (at === value) return mid;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

interface WayRecord {
  id: number;
  tags: Record<string, string>;
  refStart: number;
  refCount: number;
}

interface AddressSource {
  type: 'node' | 'way';
  id: number;
  tags: Record<string, string>;
  lat: number;
  lng: number;
}

interface StreetRow {
  city_id: string;
  street_key: string;
  osm_way_id: number;
  name: string;
  name_en: string | null;
  name_ru: string | null;
  name_ka: string | null;
  district_id: string | null;
  lat: number;
  lng: number;
  way_count: number;
}

interface AddressRow {
  osm_type: 'node' | 'way';
  osm_id: number;
  street: string;
  street_key: string;
  house_number: string;
  address_key: string;
  tail_key: string | null;
  name: string | null;
  name_en: string | null;
  name_ru: string | null;
  name_ka: string | null;
  street_en: string | null;
  street_ru: string | null;
  street_ka: string | null;
  city_id: string;
  district_id: string | null;
  lat: number;
  lng: number;
  search_text: string;
}

const tag = (tags: Record<string, string>, key: string) => {
  const value = tags[key]?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
};

/** The name of a street in a language: its own tag, or the default name when written in that script. */
function streetNameIn(tags: Record<string, string>, lang: 'en' | 'ru' | 'ka'): string | null {
  const own = tag(tags, `name:${lang}`);
  if (own) return own;
  const name = tag(tags, 'name');
  return name && detectScriptLanguage(name) === lang ? name : null;
}

/**
 * normalizeAddress(street + house number) for the many houses of a few thousand streets: the
 * street's part is worked out once per street and city, the house number's once per spelling.
 * Anything unusual (a number in the street's name, a house number of several words) takes the
 * full normalizeAddress, so the keys are always the ones users' buildings get.
 */
export class AddressNormalizer {
  private readonly streets = new Map<string, NormalizedAddress>();
  private readonly houses = new Map<string, string | null>();

  normalize(street: string, house: string, ignoreWords: readonly string[] = []): NormalizedAddress {
    const cacheKey = `${ignoreWords.join('|')}\u0000${street}`;
    let streetOnly = this.streets.get(cacheKey);
    if (!streetOnly) {
      streetOnly = normalizeAddress(street, { ignoreWords });
      this.streets.set(cacheKey, streetOnly);
    }
    let houseNumber = this.houses.get(house);
    if (houseNumber === undefined) {
      const alone = normalizeAddress(house);
      houseNumber = /^\S+$/.test(house) && alone.street.length === 0 ? alone.houseNumber : null;
      this.houses.set(house, houseNumber);
    }
    if (streetOnly.houseNumber !== null || streetOnly.street.length === 0 || houseNumber === null) {
      return normalizeAddress(`${street} ${house}`, { ignoreWords });
    }
    return {
      key: [...streetOnly.street, houseNumber].join(' '),
      street: streetOnly.street,
      houseNumber,
      block: null,
    };
  }
}

/**
 * The search text of an address: each name of its street followed by the house number (as people
 * type it in Georgian and Russian), the English one also after it ("45 Vazha-Pshavela Avenue"), the
 * Georgian one in Latin letters, the address key (which meets the typed text's transliteration and other spellings) and the building's
 * names. Kept short: every distinct trigram is an entry in the search index (docs/performance.md).
 */
function searchTextOf(row: Omit<AddressRow, 'search_text'>, normalizeName: (name: string) => string): string {
  const house = normalizeText(row.house_number);
  const forms = new Set<string>();
  for (const street of [row.street, row.street_en, row.street_ru, row.street_ka]) {
    const text = street ? normalizeName(street) : '';
    if (text) forms.add(`${text} ${house}`);
  }
  const english = row.street_en ? normalizeName(row.street_en) : '';
  if (english) forms.add(`${house} ${english}`);
  // Georgian typed on a Latin keyboard: "Vazha-Pshavelas gamziri 45".
  const georgian = row.street_ka ? normalizeName(transliterateToLatin(row.street_ka)) : '';
  if (georgian) forms.add(`${georgian} ${normalizeText(transliterateToLatin(row.house_number))}`);
  forms.add(row.address_key);
  for (const name of [row.name, row.name_en, row.name_ru, row.name_ka]) {
    const text = name ? normalizeText(name) : '';
    if (text) forms.add(text);
  }
  return [...forms].join(SEARCH_NAME_SEPARATOR);
}

/** normalizeText for the few thousand street names that a million addresses repeat. */
function cachedNormalizeText() {
  const cache = new Map<string, string>();
  return (name: string) => {
    let text = cache.get(name);
    if (text === undefined) {
      text = normalizeText(name);
      cache.set(name, text);
    }
    return text;
  };
}

async function loadAreas(
  db: Pick<Db, 'execute'>,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
) {
  // 30 km around the data: 0.3° of latitude, and of longitude up to about 65° north.
  const pad = 0.3;
  const lngPad =
    pad / Math.max(0.4, Math.cos((Math.max(Math.abs(box.minLat), Math.abs(box.maxLat)) * Math.PI) / 180));
  const cities = await queryRows<CityRow>(
    db,
    sql`select id, name_en, name_ru, name_ka, population, lat, lng from places
        where kind = 'city' and lat between ${box.minLat - pad} and ${box.maxLat + pad}
          and lng between ${box.minLng - lngPad} and ${box.maxLng + lngPad}`,
  );
  const districts = await queryRows<DistrictRow>(
    db,
    sql`select id, city_id, lat, lng from places
        where kind = 'district' and city_id is not null
          and lat between ${box.minLat - pad} and ${box.maxLat + pad}
          and lng between ${box.minLng - lngPad} and ${box.maxLng + lngPad}`,
  );
  return new AreaLocator(
    cities.map((c) => ({ ...c, population: Number(c.population), lat: Number(c.lat), lng: Number(c.lng) })),
    districts.map((d) => ({ ...d, lat: Number(d.lat), lng: Number(d.lng) })),
  );
}

async function stageRows(
  db: Db,
  table: 'streets' | 'addresses',
  rows: readonly object[],
  onBatch: (n: number) => void,
) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH_SIZE));
    // One statement, one transaction per batch.
    await db.transaction(async (tx) => {
      if (table === 'streets') {
        await tx.execute(sql`
          insert into imported_streets_staging (city_id, street_key, osm_way_id, name, name_en, name_ru, name_ka,
                                                district_id, lat, lng, way_count)
          select * from json_to_recordset(${batch}::json) as r(city_id uuid, street_key text, osm_way_id bigint,
            name text, name_en text, name_ru text, name_ka text, district_id uuid, lat float8, lng float8, way_count int)`);
      } else {
        await tx.execute(sql`
          insert into imported_addresses_staging (osm_type, osm_id, street, street_key, house_number, address_key, tail_key,
            name, name_en, name_ru, name_ka, street_en, street_ru, street_ka, city_id, district_id, lat, lng, search_text)
          select * from json_to_recordset(${batch}::json) as r(osm_type text, osm_id bigint, street text,
            street_key text, house_number text, address_key text, tail_key text, name text, name_en text, name_ru text,
            name_ka text, street_en text, street_ru text, street_ka text, city_id uuid, district_id uuid,
            lat float8, lng float8, search_text text)`);
      }
    });
    onBatch(Math.min(BATCH_SIZE, rows.length - i));
  }
}

interface UpsertCounts {
  inserted: number;
  updated: number;
}

const TRIGRAM_INDEX = 'imported_addresses_search_text_trgm';

/**
 * The same index as migration 0009's. Kept up row by row, it was two thirds of a first import
 * (209 s of a million inserted addresses against 27 s without it); built once after the rows are
 * in, it takes 38 s with 1 GB of maintenance memory (docs/performance.md).
 */
const createTrigramIndex = sql.raw(
  `create index "${TRIGRAM_INDEX}" on imported_addresses using gin (search_text gin_trgm_ops) where place_id is null`,
);

async function mergeStaging(db: Db, indexBuildMemory?: string) {
  return db.transaction(async (tx) => {
    // A first import (no address yet) drops the trigram index and builds it once at the end. The
    // drop locks the table until the COMMIT, which an empty table can afford; later imports keep
    // the index (readers go on using it) and pay per changed row.
    const [existing] = await queryRows<{ any: boolean }>(
      tx,
      sql`select exists (select 1 from imported_addresses) as any`,
    );
    const bulk = existing?.any === false;
    if (bulk) await tx.execute(sql.raw(`drop index if exists "${TRIGRAM_INDEX}"`));
    const [streets] = await queryRows<UpsertCounts>(
      tx,
      sql`with merged as (
            insert into imported_streets (city_id, street_key, osm_way_id, name, name_en, name_ru, name_ka,
                                          district_id, lat, lng, way_count, updated_at)
            select city_id, street_key, osm_way_id, name, name_en, name_ru, name_ka, district_id, lat, lng, way_count, now()
            from imported_streets_staging
            on conflict (city_id, street_key) do update set
              osm_way_id = excluded.osm_way_id, name = excluded.name, name_en = excluded.name_en,
              name_ru = excluded.name_ru, name_ka = excluded.name_ka, district_id = excluded.district_id,
              lat = excluded.lat, lng = excluded.lng, way_count = excluded.way_count, updated_at = now()
            where (imported_streets.osm_way_id, imported_streets.name, imported_streets.name_en,
                   imported_streets.name_ru, imported_streets.name_ka, imported_streets.district_id,
                   imported_streets.lat, imported_streets.lng, imported_streets.way_count)
              is distinct from (excluded.osm_way_id, excluded.name, excluded.name_en, excluded.name_ru,
                   excluded.name_ka, excluded.district_id, excluded.lat, excluded.lng, excluded.way_count)
            returning (xmax = 0) as inserted)
          select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated
          from merged`,
    );
    const [addresses] = await queryRows<UpsertCounts>(
      tx,
      sql`with merged as (
            insert into imported_addresses (osm_type, osm_id, street, street_key, house_number, address_key, tail_key, name,
              name_en, name_ru, name_ka, street_en, street_ru, street_ka, city_id, district_id, lat, lng,
              search_text, updated_at)
            select osm_type, osm_id, street, street_key, house_number, address_key, tail_key, name, name_en, name_ru, name_ka,
                   street_en, street_ru, street_ka, city_id, district_id, lat, lng, search_text, now()
            from imported_addresses_staging
            on conflict (osm_type, osm_id) do update set
              street = excluded.street, street_key = excluded.street_key, house_number = excluded.house_number,
              address_key = excluded.address_key, tail_key = excluded.tail_key, name = excluded.name, name_en = excluded.name_en,
              name_ru = excluded.name_ru, name_ka = excluded.name_ka, street_en = excluded.street_en,
              street_ru = excluded.street_ru, street_ka = excluded.street_ka, city_id = excluded.city_id,
              district_id = excluded.district_id, lat = excluded.lat, lng = excluded.lng,
              search_text = excluded.search_text, updated_at = now()
            where (imported_addresses.street, imported_addresses.house_number, imported_addresses.address_key,
                   imported_addresses.tail_key, imported_addresses.name, imported_addresses.name_en, imported_addresses.name_ru,
                   imported_addresses.name_ka, imported_addresses.street_en, imported_addresses.street_ru,
                   imported_addresses.street_ka, imported_addresses.city_id, imported_addresses.district_id,
                   imported_addresses.lat, imported_addresses.lng, imported_addresses.search_text)
              is distinct from (excluded.street, excluded.house_number, excluded.address_key, excluded.tail_key, excluded.name,
                   excluded.name_en, excluded.name_ru, excluded.name_ka, excluded.street_en, excluded.street_ru,
                   excluded.street_ka, excluded.city_id, excluded.district_id, excluded.lat, excluded.lng,
                   excluded.search_text)
            returning (xmax = 0) as inserted)
          select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated
          from merged`,
    );
    // A building users created at the same address in the same city is that address: link it
    // (search shows the place, not the import). Links of addresses whose key changed are redone.
    await tx.execute(sql`
      update imported_addresses a set place_id = p.id
      from imported_addresses_staging s, places p
      where a.osm_type = s.osm_type and a.osm_id = s.osm_id
        and p.kind = 'building' and p.city_id = a.city_id and p.normalized_address = a.address_key
        and a.place_id is distinct from p.id`);
    await tx.execute(sql`
      update imported_addresses a set place_id = null
      from imported_addresses_staging s
      where a.osm_type = s.osm_type and a.osm_id = s.osm_id and a.place_id is not null
        and not exists (select 1 from places p where p.id = a.place_id and p.kind = 'building'
                        and p.city_id = a.city_id and p.normalized_address = a.address_key)`);
    const [linkedTotal] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from imported_addresses a
          join imported_addresses_staging s on a.osm_type = s.osm_type and a.osm_id = s.osm_id
          where a.place_id is not null`,
    );
    if (bulk) {
      if (indexBuildMemory && /^\d+\s*(kB|MB|GB)$/.test(indexBuildMemory)) {
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${indexBuildMemory}'`));
      }
      await tx.execute(createTrigramIndex);
    }
    await tx.execute(sql`truncate imported_streets_staging, imported_addresses_staging`);
    return {
      streets: streets ?? { inserted: 0, updated: 0 },
      addresses: addresses ?? { inserted: 0, updated: 0 },
      matchedPlaces: Number(linkedTotal?.n ?? 0),
    };
  });
}

/** Imports the streets and addresses of an OpenStreetMap PBF extract (see the file comment). */
export async function importOsmExtract(
  db: Db,
  file: string,
  options: {
    onProgress?: (progress: OsmImportProgress) => void;
    /** Runs once the extract has been read whole, before the first database access (the CLI
     * imports the gazetteer here, so a broken file fails fast). */
    beforeWriting?: () => Promise<void>;
    /**
     * PostgreSQL's `maintenance_work_mem` for building the trigram index after a first import
     * (e.g. '1GB'); unset: the server's own setting (PGlite keeps its small default).
     */
    indexBuildMemory?: string;
  } = {},
): Promise<OsmImportSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const skipped = { outsideCities: 0, incomplete: 0, missingNodes: 0 };

  // Pass 1: the ways.
  const streetWays: WayRecord[] = [];
  const addressWays: WayRecord[] = [];
  const refs = new IdList();
  let objects = 0;
  await readOsmPbf(
    file,
    { withTags: { node: false, way: [...new Set([...STREET_TAGS, ...ADDRESS_TAGS])], relation: false } },
    (items) => {
      for (const item of items) {
        if (item.type) objects++;
        if (item.type !== 'way' || !item.tags) continue;
        const tags = item.tags;
        const isAddress = tags['addr:housenumber'] !== undefined;
        const isStreet = !isAddress && tags.highway !== undefined && tags.name !== undefined;
        if (!isAddress && !isStreet) continue;
        if (isAddress && tags['addr:street'] === undefined) {
          skipped.incomplete++;
          continue;
        }
        // A closed way repeats its first node: the centre is the mean of the others.
        const count =
          item.refs.length > 1 && item.refs[0] === item.refs.at(-1) ? item.refs.length - 1 : item.refs.length;
        if (count === 0) continue;
        const record = { id: item.id, tags, refStart: refs.length, refCount: count };
        for (let i = 0; i < count; i++) refs.push(item.refs[i]!);
        (isAddress ? addressWays : streetWays).push(record);
      }
    },
    ({ bytesRead, totalBytes }) => progress({ phase: 'ways', done: bytesRead, total: totalBytes }),
  );
  const totalObjects = objects;

  // Pass 2: the nodes the ways need, and the nodes with an address.
  const wanted = refs.sortedUnique();
  const wantedLat = new Float64Array(wanted.length).fill(Number.NaN);
  const wantedLng = new Float64Array(wanted.length).fill(Number.NaN);
  const sources: AddressSource[] = [];
  objects = 0;
  await readOsmPbf(
    file,
    { withTags: { node: ADDRESS_TAGS, way: false, relation: false } },
    (items) => {
      for (const item of items) {
        if (item.type) objects++;
        if (item.type !== 'node') continue;
        const at = indexOfSorted(wanted, item.id);
        if (at >= 0) {
          wantedLat[at] = item.lat;
          wantedLng[at] = item.lon;
        }
        const tags = item.tags;
        if (tags?.['addr:housenumber'] === undefined) continue;
        if (tags['addr:street'] === undefined) {
          skipped.incomplete++;
          continue;
        }
        sources.push({ type: 'node', id: item.id, tags, lat: item.lat, lng: item.lon });
      }
    },
    ({ bytesRead, totalBytes }) => progress({ phase: 'nodes', done: bytesRead, total: totalBytes }),
  );
  if (objects !== totalObjects) {
    throw new OsmExtractError(`The extract ${file} changed while it was being read; run the import again.`);
  }

  const centreOf = (way: WayRecord) => {
    let lat = 0;
    let lng = 0;
    for (let i = 0; i < way.refCount; i++) {
      const at = indexOfSorted(wanted, refs.at(way.refStart + i));
      if (at < 0 || Number.isNaN(wantedLat[at]!)) return null;
      lat += wantedLat[at]!;
      lng += wantedLng[at]!;
    }
    return { lat: lat / way.refCount, lng: lng / way.refCount };
  };
  for (const way of addressWays) {
    const centre = centreOf(way);
    if (centre) sources.push({ type: 'way', id: way.id, tags: way.tags, ...centre });
    else skipped.missingNodes++;
  }
  const streetCentres: Array<{ way: WayRecord; lat: number; lng: number }> = [];
  for (const way of streetWays) {
    const centre = centreOf(way);
    if (centre) streetCentres.push({ way, ...centre });
  }

  // Where everything is.
  const box = { minLat: 90, maxLat: -90, minLng: 180, maxLng: -180 };
  for (const point of [...sources, ...streetCentres]) {
    box.minLat = Math.min(box.minLat, point.lat);
    box.maxLat = Math.max(box.maxLat, point.lat);
    box.minLng = Math.min(box.minLng, point.lng);
    box.maxLng = Math.max(box.maxLng, point.lng);
  }
  await options.beforeWriting?.();
  const areas = await loadAreas(db, box);

  // Streets: the ways of one name in one city are one street.
  const streets = new Map<string, StreetRow & { latSum: number; lngSum: number }>();
  for (const { way, lat, lng } of streetCentres) {
    const area = areas.locate({ lat, lng });
    if (!area) continue;
    const name = tag(way.tags, 'name')!;
    const key = normalizeAddress(name, { ignoreWords: areas.cityNames.get(area.cityId) }).street.join(' ');
    if (!key) continue;
    const id = `${area.cityId} ${key}`;
    const known = streets.get(id);
    if (known) {
      known.way_count++;
      known.latSum += lat;
      known.lngSum += lng;
      known.osm_way_id = Math.min(known.osm_way_id, way.id);
      known.name_en ??= streetNameIn(way.tags, 'en');
      known.name_ru ??= streetNameIn(way.tags, 'ru');
      known.name_ka ??= streetNameIn(way.tags, 'ka');
      continue;
    }
    streets.set(id, {
      city_id: area.cityId,
      street_key: key,
      osm_way_id: way.id,
      name,
      name_en: streetNameIn(way.tags, 'en'),
      name_ru: streetNameIn(way.tags, 'ru'),
      name_ka: streetNameIn(way.tags, 'ka'),
      district_id: area.districtId,
      lat,
      lng,
      way_count: 1,
      latSum: lat,
      lngSum: lng,
    });
  }
  const streetRows: StreetRow[] = [...streets.values()].map(({ latSum, lngSum, ...street }) => ({
    ...street,
    lat: latSum / street.way_count,
    lng: lngSum / street.way_count,
    // The district of the street's centre, not of its first way.
    district_id:
      areas.locate({ lat: latSum / street.way_count, lng: lngSum / street.way_count })?.districtId ?? null,
  }));

  // Addresses, named in every language the street has a name in.
  const addressRows: AddressRow[] = [];
  const normalizer = new AddressNormalizer();
  const normalizeName = cachedNormalizeText();
  // An object twice in the file (a history extract, two extracts concatenated) is written once,
  // its last version: the upsert cannot touch one row twice in a statement.
  const seen = { node: new Set<number>(), way: new Set<number>() };
  let keyed = 0;
  for (const source of sources.toReversed()) {
    if (++keyed % 50_000 === 0 || keyed === sources.length) {
      progress({ phase: 'addresses', done: keyed, total: sources.length });
    }
    if (seen[source.type].has(source.id)) continue;
    seen[source.type].add(source.id);
    const area = areas.locate(source);
    if (!area) {
      skipped.outsideCities++;
      continue;
    }
    const street = tag(source.tags, 'addr:street');
    const house = tag(source.tags, 'addr:housenumber');
    const address =
      street && house ? normalizer.normalize(street, house, areas.cityNames.get(area.cityId)) : null;
    if (!street || !house || !address?.key || !address.houseNumber || address.street.length === 0) {
      skipped.incomplete++;
      continue;
    }
    const streetKey = address.street.join(' ');
    const known = streets.get(`${area.cityId} ${streetKey}`);
    const row: Omit<AddressRow, 'search_text'> = {
      osm_type: source.type,
      osm_id: source.id,
      street,
      street_key: streetKey,
      house_number: house,
      address_key: address.key,
      tail_key:
        address.street.length > 1 ? [...address.street.slice(1), address.houseNumber].join(' ') : null,
      name: tag(source.tags, 'name'),
      name_en: tag(source.tags, 'name:en'),
      name_ru: tag(source.tags, 'name:ru'),
      name_ka: tag(source.tags, 'name:ka'),
      street_en: known?.name_en ?? (detectScriptLanguage(street) === 'en' ? street : null),
      street_ru: known?.name_ru ?? (detectScriptLanguage(street) === 'ru' ? street : null),
      street_ka: known?.name_ka ?? (detectScriptLanguage(street) === 'ka' ? street : null),
      city_id: area.cityId,
      district_id: area.districtId,
      lat: source.lat,
      lng: source.lng,
    };
    addressRows.push({ ...row, search_text: searchTextOf(row, normalizeName) });
  }

  // Staging, one transaction per batch; then one transaction makes it live.
  await db.execute(sql`truncate imported_streets_staging, imported_addresses_staging`);
  const total = streetRows.length + addressRows.length;
  let staged = 0;
  const onBatch = (n: number) => {
    staged += n;
    progress({ phase: 'staging', done: staged, total });
  };
  await stageRows(db, 'streets', streetRows, onBatch);
  await stageRows(db, 'addresses', addressRows, onBatch);
  progress({ phase: 'merging', done: 0, total });
  const merged = await mergeStaging(db, options.indexBuildMemory);

  return {
    objects: totalObjects,
    streets: {
      staged: streetRows.length,
      ...merged.streets,
      unchanged: streetRows.length - merged.streets.inserted - merged.streets.updated,
    },
    addresses: {
      staged: addressRows.length,
      ...merged.addresses,
      unchanged: addressRows.length - merged.addresses.inserted - merged.addresses.updated,
      matchedPlaces: merged.matchedPlaces,
    },
    skipped,
    ms: Math.round(performance.now() - started),
  };
}
