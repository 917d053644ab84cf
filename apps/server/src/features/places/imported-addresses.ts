import type { Locale, PlaceSuggestion } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isSimilarAddress, normalizeAddress } from './address.ts';
import { isLooseStreetOf, looseStreetOf, looseText } from './loose-text.ts';
import { nameOf, queryRows } from './place-queries.ts';
import { searchTermsOf } from './suggest-places.ts';

/*
 * Addresses imported from OpenStreetMap (import-osm.ts): search suggestions and map points, never
 * places. Choosing one resolves it through for-reviews like a geocoder's address; a building users
 * created at the same address always wins over the import.
 */

/** The most imported addresses one text brings to the ranking (a long avenue's prefix). */
const CANDIDATE_CAP = 200;

/**
 * A house on a named street as each language writes it, as the demo's and users' buildings are
 * named: "45 Vazha-Pshavela Avenue", "проспект Важа-Пшавелы, 45", "ვაჟა-ფშაველას გამზირი 45".
 */
export function addressOnStreet(street: string, houseNumber: string, lang: Locale): string {
  const house = houseNumberIn(houseNumber, lang);
  if (lang === 'en') return `${house} ${street}`;
  if (lang === 'ru') return `${street}, ${house}`;
  return `${street} ${house}`;
}

/** The letters a house number takes after its digits ("12a", "12а", "12ა"), the same ones in each script. */
const HOUSE_LETTERS: Record<Locale, readonly string[]> = {
  en: [...'abgdevziklmnoprstu'],
  ru: [...'абгдевзиклмнопрсту'],
  ka: [...'აბგდევზიკლმნოპრსტუ'],
};

/**
 * A house number as a language writes it: its letter in the language's script ("12ა" of an import
 * is "12a" in English and "12а" in Russian; an address key's "12a" is "12ა" in Georgian). A number
 * without one letter after its digits ("7/2", "12-1") is kept as it is.
 */
export function houseNumberIn(houseNumber: string, lang: Locale): string {
  const match = /^(\d+)(\p{L})$/u.exec(houseNumber);
  if (!match) return houseNumber;
  const letter = match[2]!.toLowerCase();
  for (const letters of Object.values(HOUSE_LETTERS)) {
    const at = letters.indexOf(letter);
    if (at >= 0) return `${match[1]}${HOUSE_LETTERS[lang][at]}`;
  }
  return houseNumber;
}

/** The display form of an imported address in a language: "45 Vazha-Pshavela Avenue". */
export function importedAddressName(
  row: {
    street: string;
    house_number: string;
    street_en: string | null;
    street_ru: string | null;
    street_ka: string | null;
  },
  lang: 'en' | 'ru' | 'ka',
): string {
  const street =
    (lang === 'en' ? row.street_en : lang === 'ru' ? row.street_ru : row.street_ka) ?? row.street;
  // The street's own name (OpenStreetMap's, in the local script) stands in for a missing language.
  return addressOnStreet(street, row.house_number, lang);
}

/**
 * An imported street (`imported_streets`) whose key is the loose street (looseStreetOf) in the
 * loose spelling (loose_text, migration 0023): the whole key, or its last words ("Chavchavadze"
 * for "Ilia Chavchavadze"), as isLooseStreetOf compares them. Read through the keys' own trigram
 * index (migration 0024). False for a loose street too short to say anything.
 */
function looselyNamed(looseStreet: string): SQL {
  if (looseStreet.length < 3) return sql`false`;
  return sql`(loose_text(street_key) = ${looseStreet} or loose_text(street_key) like ${`% ${looseStreet}`})`;
}

/** Imported streets anywhere spelt loosely as the address's street, shortest first. */
function findLooseStreets(db: Pick<Db, 'execute'>, address: string) {
  const looseStreet = looseStreetOf(address);
  if (looseStreet.length < 3) return Promise.resolve([]);
  return queryRows<{ city_id: string; street_key: string }>(
    db,
    sql`select city_id, street_key from imported_streets where ${looselyNamed(looseStreet)}
        order by length(street_key), street_key limit 5`,
  );
}

async function cityNames(db: Pick<Db, 'execute'>, cityId: string): Promise<string[]> {
  const [city] = await queryRows<{ name_en: string; name_ru: string; name_ka: string }>(
    db,
    sql`select name_en, name_ru, name_ka from places where id = ${cityId}::uuid`,
  );
  return city ? [city.name_en, city.name_ru, city.name_ka] : [];
}

interface ImportedStreet {
  street_key: string;
  lat: number;
  lng: number;
}

/** Keys of the street's words as typed, and its loose spelling (looseStreetOf). */
interface StreetAsTyped {
  typed: string;
  loose: string;
}

/** The imported street list's order: the key as typed first, then the shortest. */
const STREETS_TAKEN = 5;

/**
 * The imported streets of every city in memory (a country has some thousands), read again when
 * older than `keptMs`: the typed address's point is looked up on every keystroke, and reading
 * the streets' loose spelling from the table cost tens of milliseconds a keystroke at 1M
 * addresses (loose_text per street of the city). With them, the houses asked by key (findHouse),
 * the 50,000 asked last: the million imported addresses are too many to hold, the few keys a
 * keystroke asks are not. An import is seen within `keptMs`.
 */
export class ImportedStreetList {
  private byCity: Map<string, Array<ImportedStreet & { loose: string }>> | null = null;
  /** The best imported house of each key asked ("city key"), null for none: kept as the streets are. */
  private houses = new Map<string, ImportedHouse | null>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private readonly db: Pick<Db, 'execute'>;
  private readonly keptMs: number;
  private readonly now: () => number;
  private readonly singleConnection: boolean;

  constructor(
    db: Pick<Db, 'execute'>,
    options: {
      keptMs: number;
      now?: () => number;
      /**
       * The database has one connection (PGlite): the list reads through the caller's `db` (the
       * search's transaction, when it is open), as a read beside that transaction would wait for
       * it to end, and it for the read. In-process, such a read costs no network round trip.
       */
      singleConnection?: boolean;
    },
  ) {
    this.db = db;
    this.keptMs = options.keptMs;
    this.now = options.now ?? Date.now;
    this.singleConnection = options.singleConnection ?? false;
  }

  /** What the list reads with: its own database, or on a single connection the caller's. */
  private reads(caller: Pick<Db, 'execute'> | undefined): Pick<Db, 'execute'> {
    return this.singleConnection && caller ? caller : this.db;
  }

  /** Reads the streets again when older than kept (the houses known by key are forgotten then too). */
  private async fresh(caller: Pick<Db, 'execute'> | undefined): Promise<void> {
    if (!this.byCity || this.now() - this.loadedAt >= this.keptMs) {
      this.loading ??= this.load(this.reads(caller)).finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
  }

  /** The city's streets named as typed: findImportedAddressPoint's rule in memory. */
  async find(cityId: string, street: StreetAsTyped, caller?: Pick<Db, 'execute'>): Promise<ImportedStreet[]> {
    await this.fresh(caller);
    const found = (this.byCity?.get(cityId) ?? []).filter(
      (row) =>
        row.street_key === street.typed ||
        ` ${row.street_key} `.includes(` ${street.typed} `) ||
        isLooseStreetOf(street.loose, row.loose),
    );
    return found
      .sort(
        (a, b) =>
          Number(a.street_key !== street.typed) - Number(b.street_key !== street.typed) ||
          a.street_key.length - b.street_key.length ||
          (a.street_key < b.street_key ? -1 : a.street_key > b.street_key ? 1 : 0),
      )
      .slice(0, STREETS_TAKEN);
  }

  private async load(db: Pick<Db, 'execute'>): Promise<void> {
    const rows = await queryRows<ImportedStreet & { city_id: string }>(
      db,
      sql`select city_id, street_key, lat, lng from imported_streets`,
    );
    const byCity = new Map<string, Array<ImportedStreet & { loose: string }>>();
    for (const row of rows) {
      const list = byCity.get(row.city_id) ?? [];
      list.push({
        street_key: row.street_key,
        lat: Number(row.lat),
        lng: Number(row.lng),
        loose: looseText(row.street_key),
      });
      byCity.set(row.city_id, list);
    }
    this.byCity = byCity;
    this.houses = new Map();
    this.loadedAt = this.now();
  }

  /**
   * The imported house of the first of `keys` (address keys in the city) that has one, the typed
   * `typedKey` before the others: findImportedAddressPoint's read by key, from the houses known by
   * key (found or not) since the streets were read, else one read of the keys not known yet. A
   * keystroke that asks a key asked before (by anyone, within `keptMs`) asks PostgreSQL nothing;
   * one that asks a new key asks it once: on PostgreSQL outside the search's transaction, on a
   * single connection (PGlite) through it.
   */
  async findHouse(
    cityId: string,
    keys: readonly string[],
    typedKey: string,
    caller?: Pick<Db, 'execute'>,
  ): Promise<{ lat: number; lng: number } | null> {
    await this.fresh(caller);
    const houses = this.houses;
    const known = new Map<string, ImportedHouse | null>();
    const missing: string[] = [];
    for (const key of keys) {
      const house = houses.get(`${cityId} ${key}`);
      if (house === undefined) missing.push(key);
      else known.set(key, house);
    }
    if (missing.length > 0) {
      const rows = await queryRows<ImportedHouse & { address_key: string }>(
        this.reads(caller),
        sql`select address_key, osm_type, osm_id, lat, lng from imported_addresses
            where city_id = ${cityId}::uuid and address_key in (${sql.join(
              missing.map((key) => sql`${key}`),
              sql`, `,
            )})`,
      );
      for (const key of missing) known.set(key, null);
      for (const row of rows) {
        const best = known.get(row.address_key);
        const house = {
          osm_type: row.osm_type,
          osm_id: row.osm_id,
          lat: Number(row.lat),
          lng: Number(row.lng),
        };
        if (!best || compareHouses(house, best) < 0) known.set(row.address_key, house);
      }
      for (const key of missing) {
        houses.set(`${cityId} ${key}`, known.get(key)!);
        // The oldest first out past the cap (a Map iterates in insertion order).
        if (houses.size > HOUSES_KEPT) houses.delete(houses.keys().next().value!);
      }
    }
    // The SQL's order: the typed key first, then `osm_type desc, osm_id` across the others.
    let best = known.get(typedKey) ?? null;
    if (!best) {
      for (const key of keys) {
        const house = known.get(key);
        if (house && (!best || compareHouses(house, best) < 0)) best = house;
      }
    }
    return best && { lat: best.lat, lng: best.lng };
  }
}

/** An imported house read by its key: what the point needs and the order between two of one key. */
interface ImportedHouse {
  osm_type: string;
  osm_id: number | string | bigint;
  lat: number;
  lng: number;
}

/** How many houses known by key an ImportedStreetList keeps (each a few dozen bytes). */
const HOUSES_KEPT = 50_000;

/** The order of `osm_type desc, osm_id` (ways before nodes; a bigint id, whatever the driver gives). */
function compareHouses(a: ImportedHouse, b: ImportedHouse): number {
  if (a.osm_type !== b.osm_type) return a.osm_type < b.osm_type ? 1 : -1;
  const ai = BigInt(a.osm_id);
  const bi = BigInt(b.osm_id);
  return ai < bi ? -1 : ai > bi ? 1 : 0;
}

/**
 * The best known point of an address in a city: the imported house ('house'), else the centre of
 * the imported street ('street'), else null. Street and house number in any of our scripts; a
 * street typed shorter than OpenStreetMap names it ("Chavchavadze" for "Ilia Chavchavadze Avenue")
 * is found too.
 */
export async function findImportedAddressPoint(
  db: Pick<Db, 'execute'>,
  input: {
    cityId: string;
    street: string;
    houseNumber: string;
    /** The city's names, when the caller has them (read otherwise). */
    cityNames?: readonly string[] | undefined;
  },
  /** The streets in memory, when kept (else read from the table). */
  streetList: ImportedStreetList | null = null,
): Promise<{ lat: number; lng: number; precision: 'house' | 'street' } | null> {
  const ignoreWords = input.cityNames ? [...input.cityNames] : await cityNames(db, input.cityId);
  const address = normalizeAddress(`${input.street} ${input.houseNumber}`, { ignoreWords });
  if (address.street.length === 0) return null;
  const typedStreet = address.street.join(' ');
  const looseStreet = looseStreetOf(input.street, { ignoreWords });
  // The street as typed, the imported streets whose name holds all its words, or those spelt
  // loosely the same ("vaja pshavela" is OpenStreetMap's "ვაჟა-ფშაველას", "Kazbegis gamziri" its
  // "ალექსანდრე ყაზბეგის გამზირი").
  const streets = streetList
    ? await streetList.find(input.cityId, { typed: typedStreet, loose: looseStreet }, db)
    : await queryRows<ImportedStreet>(
        db,
        sql`select street_key, lat, lng from imported_streets
            where city_id = ${input.cityId}::uuid
              and (street_key = ${typedStreet} or (' ' || street_key || ' ') like ${`% ${typedStreet} %`}
                   or ${looselyNamed(looseStreet)})
            order by street_key <> ${typedStreet}, length(street_key), street_key
            limit ${STREETS_TAKEN}`,
      );
  if (address.houseNumber) {
    const keys = [...new Set([address.key, ...streets.map((s) => `${s.street_key} ${address.houseNumber}`)])];
    // From the houses the list knows by key when it is kept (one read for a key new to it).
    const [house] = streetList
      ? [await streetList.findHouse(input.cityId, keys, address.key, db)]
      : await queryRows<{ lat: number; lng: number }>(
          db,
          sql`select lat, lng from imported_addresses
              where city_id = ${input.cityId}::uuid and address_key in (${sql.join(
                keys.map((key) => sql`${key}`),
                sql`, `,
              )})
              order by address_key <> ${address.key}, osm_type desc, osm_id limit 1`,
        );
    if (house) return { lat: Number(house.lat), lng: Number(house.lng), precision: 'house' };
  }
  const [street] = streets;
  return street ? { lat: Number(street.lat), lng: Number(street.lng), precision: 'street' } : null;
}

interface ImportedRow {
  osm_type: string;
  osm_id: number;
  street: string;
  house_number: string;
  address_key: string;
  city_id: string;
  street_en: string | null;
  street_ru: string | null;
  street_ka: string | null;
  lat: number;
  lng: number;
  city_name_en: string | null;
  city_name_ru: string | null;
  city_name_ka: string | null;
  district_name_en: string | null;
  district_name_ru: string | null;
  district_name_ka: string | null;
}

/**
 * Imported addresses matching a search text, for the place picker: only text with a house number
 * and a street of three letters or more (a street alone would list every house on it), each
 * address once, none that is already a building in `places`. The address key's prefix first (a
 * B-tree range: "vazh pshavl 4" reads 4, 40, 400… in order and stops at the limit), also without
 * the street's first word; the trigram
 * index on search_text (other word orders, a street typed shorter, building names) only when the
 * prefix finds too few.
 */
export async function suggestImportedAddresses(
  db: Pick<Db, 'execute'>,
  options: { q: string; lang: Locale; limit: number; lat?: number | undefined; lng?: number | undefined },
): Promise<PlaceSuggestion[]> {
  const typed = normalizeAddress(options.q);
  if (!typed.houseNumber || typed.street.join('').length < 3 || options.limit <= 0) return [];
  const terms = searchTermsOf(options.q);
  const anyTerm = (each: (term: string) => SQL) => sql`(${sql.join(terms.map(each), sql` or `)})`;
  const wordStart = anyTerm((t) => sql`a.search_text like ${`${t}%`} or a.search_text like ${`% ${t}%`}`);
  const wholeWords = anyTerm((t) => sql`(' ' || a.search_text || ' ') like ${`% ${t} %`}`);
  const near =
    options.lat !== undefined && options.lng !== undefined
      ? sql`earth_distance(ll_to_earth(${options.lat}, ${options.lng}), ll_to_earth(a.lat, a.lng)),`
      : sql``;
  const ranked = (candidates: SQL) =>
    queryRows<ImportedRow>(
      db,
      sql`select a.osm_type, a.osm_id, a.street, a.house_number, a.address_key, a.city_id,
                 a.street_en, a.street_ru, a.street_ka, a.lat, a.lng,
                 c.name_en as city_name_en, c.name_ru as city_name_ru, c.name_ka as city_name_ka,
                 d.name_en as district_name_en, d.name_ru as district_name_ru, d.name_ka as district_name_ka
          from (${candidates}) a
          left join places c on c.id = a.city_id
          left join places d on d.id = a.district_id
          where not exists (select 1 from places p where p.kind = 'building' and p.city_id = a.city_id
                                                     and p.normalized_address = a.address_key)
          order by (case when a.address_key = ${typed.key} or ${wholeWords} then 0 else 1 end), ${near}
                   length(a.house_number), a.house_number, a.osm_type desc, a.osm_id
          limit ${options.limit * 2}`,
    );
  // The key, or the key without the street's first word ("Chavchavadze 12" for "Ilia Chavchavadze
  // Avenue 12"), as typed so far.
  let rows = await ranked(sql`
    (select * from imported_addresses a
     where a.place_id is null and (a.address_key collate "C") like ${`${typed.key}%`}
     order by (a.address_key collate "C") limit ${CANDIDATE_CAP})
    union all
    (select * from imported_addresses a
     where a.place_id is null and a.tail_key is not null and (a.tail_key collate "C") like ${`${typed.key}%`}
     order by (a.tail_key collate "C") limit ${CANDIDATE_CAP})`);
  if (rows.length < options.limit) {
    // The house typed in full ("… 4") has its own candidates, so the houses its prefix also brings
    // (40–49, 400–499) cannot crowd it out.
    const wholeWordsIndexed = anyTerm(
      (t) => sql`a.search_text like ${`%${t} %`} or a.search_text like ${`%${t}`}`,
    );
    const contains = anyTerm((t) => sql`a.search_text like ${`%${t}%`}`);
    rows = [
      ...rows,
      ...(await ranked(sql`
        (select * from imported_addresses a
         where a.place_id is null and ${wholeWordsIndexed} and ${wholeWords} and ${wordStart}
         limit ${CANDIDATE_CAP})
        union
        (select * from imported_addresses a
         where a.place_id is null and ${contains} and ${wordStart}
         limit ${CANDIDATE_CAP})`)),
    ];
  }
  if (rows.length < options.limit) {
    // Another spelling of the street ("Vaja Pshavela 45", "Kazbegis 24"): its imported keys, and
    // each one's houses by the key's prefix, as above.
    const streets = (await findLooseStreets(db, options.q)).filter(
      (street) => street.street_key !== typed.street.join(' '),
    );
    if (streets.length > 0) {
      rows = [
        ...rows,
        ...(await ranked(
          sql.join(
            streets.map(
              (street) => sql`(select * from imported_addresses a
                 where a.place_id is null and a.city_id = ${street.city_id}::uuid
                   and (a.address_key collate "C") like ${`${street.street_key} ${typed.houseNumber}%`}
                 order by (a.address_key collate "C") limit ${CANDIDATE_CAP})`,
            ),
            sql` union all `,
          ),
        )),
      ];
    }
  }
  const seen = new Set<string>();
  const items: PlaceSuggestion[] = [];
  for (const row of rows) {
    const id = `${row.city_id} ${row.address_key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    // "Vake, Tbilisi": the district, then the city, in the page's language.
    const parents = (['district', 'city'] as const).flatMap((level) => {
      const en = row[`${level}_name_en`];
      if (en === null) return [];
      return [
        nameOf(
          { name_en: en, name_ru: row[`${level}_name_ru`]!, name_ka: row[`${level}_name_ka`]! },
          options.lang,
        ),
      ];
    });
    items.push({
      id: null,
      kind: 'building',
      name: importedAddressName(row, options.lang),
      context: parents.length > 0 ? parents.join(', ') : null,
      location: { lat: Number(row.lat), lng: Number(row.lng) },
      reviewCount: 0,
      source: 'address',
    });
    if (items.length >= options.limit) break;
  }
  return items;
}

/**
 * Appends imported addresses to the places found, leaving out those the places already show (a
 * similar address: the place wins).
 */
export function mergeImportedAddresses(
  items: PlaceSuggestion[],
  imported: readonly PlaceSuggestion[],
  limit: number,
): PlaceSuggestion[] {
  const known = items.map((item) => normalizeAddress(item.name)).filter((a) => a.key);
  const merged = [...items];
  for (const item of imported) {
    if (merged.length >= limit) break;
    const address = normalizeAddress(item.name);
    if (known.some((other) => isSimilarAddress(address, other))) continue;
    merged.push(item);
  }
  return merged;
}
