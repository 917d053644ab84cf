import {
  type AddressPage,
  HOUSE_NUMBER_PATTERN,
  type Locale,
  type PlaceSuggestion,
  tidyHouseNumber,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  isSimilarAddress,
  isStreetWordStart,
  type NormalizedAddress,
  normalizeAddress,
  parseAddressKey,
  placeWordsOf,
} from './address.ts';
import { findNearbyPlaces } from './find-nearby-places.ts';
import { findImportedAddressPoint, type ImportedStreetList } from './imported-addresses.ts';
import { findCityAt, findDistrictAt } from './locate-point.ts';
import { isLooseStreetOf, looseStreetOf, looseText } from './loose-text.ts';
import { normalizeText, SEARCH_NAME_SEPARATOR } from './normalize.ts';
import { placeOverallScore } from './overall-score.ts';
import {
  PLACE_COLUMNS,
  type PlaceRow,
  PUBLIC_HOME,
  queryRows,
  selectPlacesByIds,
  toPlaceRef,
} from './place-queries.ts';
import { loadOverallScores } from './review-stats.ts';
import type { PlaceSearchIndex } from './search-index.ts';
import { findAreaNamed } from './search-scope.ts';

/*
 * A typed street address nobody has reviewed yet (issue "Search like a local", item 3): every
 * typed address has somewhere to go. The search offers it as it was typed (`source: 'typed'`) and
 * its page (GET /places/address) says what is known around it. Both only read: a place is created
 * by a published review's for-reviews call, never by a visit, so a crawler or a script walking
 * addresses fills no gazetteer.
 *
 * The city: the one asked for (the page's `cityId`), else the one named after the house number
 * ("…, 45, Batumi"), else the reader's (the suggestions' lat/lng, as the picker sends the visitor's
 * city), else the largest city of Georgia. Georgia is the first market and most of its renters
 * live in Tbilisi, so a bare "Vazha-Pshavela 45" on the home page (which sends no position) is
 * read as Tbilisi's; the page names the city it chose and the review form lets it be changed.
 */

/** Reviewed buildings listed as near an address. */
const NEARBY_LIMIT = 6;
const NEARBY_RADIUS_KM = 1.5;
/** At most this many buildings of one street are read for its score and district. */
const STREET_BUILDINGS_CAP = 500;

const DEFAULT_COUNTRY = 'GE';

export interface TypedAddress {
  /** The address part as typed, tidied: "Vazha-Pshavela 45". */
  text: string;
  /** The text after the house number's part ("Tbilisi"), a city's name perhaps. */
  rest: string;
  normalized: NormalizedAddress & { houseNumber: string };
}

const tidy = (value: string) =>
  value
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    // "7 / 2" and "12 a" are one house number, as the review form's field takes it.
    .replace(/(\d) ?\/ ?(\d)/gu, '$1/$2')
    .replace(/(\d) (\p{L})(?=$|[\s,])/gu, '$1$2')
    .replace(/\s+,/g, ',')
    .replace(/^[\s,.;]+|[\s,;]+$/g, '')
    .trim();

/**
 * The text as a street address: street words and a house number (normalizeAddress), else null
 * ("Vake", "Avenue 41", "45"). Commas split the text; the parts after the one with the house
 * number are kept apart as `rest` (a city, perhaps), so "Vazha-Pshavela 45, Tbilisi" is the
 * address "Vazha-Pshavela 45" in the city Tbilisi. "ул. Пекина, 45" keeps its comma.
 */
export function parseTypedAddress(q: string): TypedAddress | null {
  const parts = tidy(q)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const houseAt = parts.findIndex((part) => normalizeAddress(part).houseNumber !== null);
  if (houseAt < 0) return null;
  const text = parts.slice(0, houseAt + 1).join(', ');
  const normalized = normalizeAddress(text);
  if (!normalized.houseNumber || normalized.street.length === 0) return null;
  return {
    text,
    rest: parts.slice(houseAt + 1).join(', '),
    normalized: { ...normalized, houseNumber: normalized.houseNumber },
  };
}

/**
 * The city a name stands for (any of its names and spellings, any script), local first. A city
 * abroad only by one of its names as typed ("Stryi", "Stryj", "Moskva" as GeoNames lists them),
 * never by the loose spelling alone: another spelling of a word is no reason to carry an address
 * typed here to a far-away namesake ("12 Bench Str…" is no house in Stryi, Ukraine).
 */
async function findCityNamed(
  db: Pick<Db, 'execute'>,
  name: string,
  index: PlaceSearchIndex | null,
): Promise<PlaceRow | null> {
  const words = placeWordsOf(name);
  const city = await findAreaNamed(db, words, null, null, index);
  if (!city || city.country_code === DEFAULT_COUNTRY) return city;
  const names = `${SEARCH_NAME_SEPARATOR}${city.search_text}${SEARCH_NAME_SEPARATOR}`;
  const named = [words, normalizeText(name)].some((typed) =>
    names.includes(`${SEARCH_NAME_SEPARATOR}${typed}${SEARCH_NAME_SEPARATOR}`),
  );
  return named ? city : null;
}

async function findDefaultCity(
  db: Pick<Db, 'execute'>,
  index: PlaceSearchIndex | null,
): Promise<PlaceRow | null> {
  if (index) return index.largestCity(DEFAULT_COUNTRY);
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'city' and p.country_code = ${DEFAULT_COUNTRY}
        order by p.population desc, p.id limit 1`,
  );
  return row ?? null;
}

async function findCityById(db: Pick<Db, 'execute'>, id: string): Promise<PlaceRow | null> {
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p where p.id = ${id}::uuid and p.kind = 'city'`,
  );
  return row ?? null;
}

/** The address read with the city it names, and where that city came from. */
type CityChoice = { city: PlaceRow; from: AddressPage['cityFrom']; typed: TypedAddress };

/**
 * "Vazha-Pshavela 45 Tbilisi", "12 Chavchavadze Ave Tbilisi": the address with its last word taken
 * out as the part after it, when that word could be a city (four letters at least and not the
 * start of a street type, as the search's scope reads a last word) and the words before it are
 * still a street address. Null otherwise.
 */
function withoutLastWord(typed: TypedAddress): TypedAddress | null {
  const words = typed.text.split(' ');
  // A street type still being typed ("12 Bench Stre", "Chavchavadze Aven") is no city either.
  if (words.length < 3 || placeWordsOf(words.at(-1)!).length < 4 || isStreetWordStart(words.at(-1)!))
    return null;
  const shorter = parseTypedAddress(words.slice(0, -1).join(' '));
  return shorter && { ...shorter, rest: [words.at(-1)!, typed.rest].filter(Boolean).join(', ') };
}

async function chooseCity(
  db: Pick<Db, 'execute'>,
  typed: TypedAddress,
  options: {
    cityId?: string | undefined;
    near?: { lat: number; lng: number } | undefined;
    /** The in-memory index, to read the cities from when it is built. */
    index?: PlaceSearchIndex | null | undefined;
  },
): Promise<CityChoice | null> {
  const index = options.index ?? null;
  if (options.cityId) {
    const city = await findCityById(db, options.cityId);
    if (!city) {
      throw new AppError('VALIDATION_FAILED', 'cityId is not a known city', {
        details: [{ field: 'cityId', message: 'Not a known city' }],
      });
    }
    return { city, from: 'given', typed };
  }
  // "…, Vake, Tbilisi": the first part after the house that names a city.
  for (const part of typed.rest.split(',').slice(0, 3)) {
    const named = await findCityNamed(db, part, index);
    if (named) return { city: named, from: 'typed', typed };
  }
  // Without the comma, the address's last word: the city stays out of the street's name.
  const shorter = withoutLastWord(typed);
  const named = shorter ? await findCityNamed(db, shorter.rest.split(',')[0]!, index) : null;
  if (shorter && named) return { city: named, from: 'typed', typed: shorter };
  const near = options.near ? await findCityAt(db, options.near) : null;
  if (near) return { city: near, from: 'given', typed };
  const fallback = await findDefaultCity(db, index);
  return fallback ? { city: fallback, from: 'default', typed } : null;
}

/** The imported house or street of the address (OpenStreetMap import), when there is one. */
function findImportedPoint(
  db: Pick<Db, 'execute'>,
  city: PlaceRow,
  typed: TypedAddress,
  streetList: ImportedStreetList | null = null,
) {
  return findImportedAddressPoint(
    db,
    {
      cityId: city.id,
      cityNames: [city.name_en, city.name_ru, city.name_ka],
      street: streetText(typed),
      houseNumber: typed.normalized.houseNumber,
    },
    streetList,
  );
}

/** A house number token as typed: "45", "45а", "№45", "7/2". */
const HOUSE_TOKEN = /^(?:№|#)?\d{1,5}(?:[/-]\d{1,4})?\p{L}?$/u;
/** Words for "house" before its number ("д. 30", "дом 5", "No. 5"), not part of the street. */
const HOUSE_WORD = /^(?:д\.?|дом|no\.?|nr\.?|house|სახლი)$/iu;

/**
 * The street part of the text as typed: the part with the house number without it (the number
 * last or first), or the parts before a number standing alone ("ул. Пекина, 45").
 */
function streetText(typed: TypedAddress): string {
  const parts = typed.text.split(',').map((part) => part.trim());
  const tokens = parts.at(-1)!.split(' ');
  const last = tokens.length - 1;
  const at = HOUSE_TOKEN.test(tokens[last]!) ? last : HOUSE_TOKEN.test(tokens[0]!) ? 0 : -1;
  const rest = at < 0 ? tokens : tokens.filter((_, i) => i !== at);
  if (at > 0 && HOUSE_WORD.test(rest.at(-1) ?? '')) rest.pop();
  const street = tidy([...parts.slice(0, -1), rest.join(' ')].filter(Boolean).join(', '));
  return street || typed.text;
}

/**
 * The house number as typed ("12а" stays Cyrillic, "№ 7/2" is "7/2"): the form fills its field with
 * it and the building is named with it. The normalised one when the token cannot be read back.
 */
function houseText(typed: TypedAddress): string {
  const tokens = typed.text.split(',').at(-1)!.trim().split(' ');
  const token = [tokens.at(-1)!, tokens[0]!].find((value) => HOUSE_TOKEN.test(value));
  const house = token ? tidyHouseNumber(token.replace(/^(?:№|#)/u, '')) : '';
  return HOUSE_NUMBER_PATTERN.test(house) ? house : typed.normalized.houseNumber;
}

/** A flat named after the house ("кв. 12", "apt 5", "ბინა 3"): its number. */
const FLAT_PART =
  /^(?:кв\.?|квартира|apt\.?|apartment|flat|ბინა|ბ\.)\s*(?:№|#)?\s*([\p{L}\p{N}][\p{L}\p{N}/-]{0,11})$/iu;

function flatText(typed: TypedAddress): string | null {
  for (const part of typed.rest.split(',')) {
    const found = FLAT_PART.exec(part.trim());
    if (found) return found[1]!;
  }
  return null;
}

/**
 * Whether a suggested home is the typed house (its name's address, number and block): a similar
 * address, or the same house on the street typed in another everyday spelling ("Kazbegis 24" is
 * the imported Aleksandre Kazbegi Avenue 24).
 */
function isTypedHouse(item: PlaceSuggestion, typed: TypedAddress): boolean {
  if (item.kind !== 'building' && item.kind !== 'apartment') return false;
  // An apartment's name is its building's address, then the flat after a comma.
  const name = item.kind === 'apartment' ? item.name.replace(/,[^,]*$/u, '') : item.name;
  const home = normalizeAddress(name);
  if (isSimilarAddress(home, typed.normalized)) return true;
  return (
    home.houseNumber === typed.normalized.houseNumber &&
    home.block === typed.normalized.block &&
    isLooseStreetOf(looseStreetOf(streetText(typed)), looseStreetOf(name))
  );
}

/**
 * The typed address as a suggestion, when the text is a street address and no home in `items`
 * is that house; null otherwise. Cheap enough for every keystroke of a typed house number: the
 * city (by name or point, else the default one: from the in-memory index when it is given) and
 * the imported point, one or two indexed reads.
 */
export async function suggestTypedAddress(
  db: Pick<Db, 'execute'>,
  items: readonly PlaceSuggestion[],
  options: {
    /** The in-memory index (search-index.ts), when built. */
    index?: PlaceSearchIndex | null | undefined;
    /** The imported streets in memory, when kept. */
    streetList?: ImportedStreetList | null | undefined;
    q: string;
    lang: Locale;
    lat?: number | undefined;
    lng?: number | undefined;
    /** A home of that address in any city is the house, unless the text names the city. */
    inAnyCity?: boolean | undefined;
  },
): Promise<PlaceSuggestion | null> {
  const asTyped = parseTypedAddress(options.q);
  if (!asTyped) return null;
  const near =
    options.lat !== undefined && options.lng !== undefined
      ? { lat: options.lat, lng: options.lng }
      : undefined;
  const choice = await chooseCity(db, asTyped, { near, index: options.index });
  if (!choice) return null;
  const { typed } = choice;
  const city = toPlaceRef(choice.city, options.lang);
  // The same house in another city (Vazha-Pshavela 45 in Rustavi) is not the one typed: a
  // suggestion's context ends with its city, in the same language.
  const inCity = (item: PlaceSuggestion) =>
    item.context === null ||
    (options.inAnyCity && choice.from !== 'typed') ||
    item.context.split(', ').at(-1) === city.name;
  if (items.some((item) => isTypedHouse(item, typed) && inCity(item))) return null;
  const point = await findImportedPoint(db, choice.city, typed, options.streetList);
  return {
    id: null,
    kind: 'building',
    name: typed.text,
    context: city.name,
    location: point ? { lat: point.lat, lng: point.lng } : city.location,
    reviewCount: 0,
    source: 'typed',
  };
}

/**
 * Appends the typed address to the places found, within `limit`: the last place gives way, as an
 * address typed in full is what the reader most likely means.
 */
export function withTypedAddress(
  items: readonly PlaceSuggestion[],
  typed: PlaceSuggestion | null,
  limit: number,
): PlaceSuggestion[] {
  if (!typed) return [...items];
  return [...items.slice(0, Math.max(0, limit - 1)), typed];
}

interface StreetBuildingRow extends PlaceRow {
  rating_sum: number | null;
  rating_count: number | null;
}

/**
 * The public buildings of the city on the typed street: their address keys hold its words in order,
 * or their street is the typed one in another everyday spelling (`looseStreet`, loose-text.ts:
 * "Tchavtchavadze" is Ilia Chavchavadze Avenue, "Kazbegis" Aleksandre Kazbegi Avenue).
 */
async function findStreetBuildings(
  db: Pick<Db, 'execute'>,
  cityId: string,
  typed: NormalizedAddress,
  looseStreet: string,
) {
  const street = typed.street.join(' ');
  if (!street) return [];
  const loose = looseStreet.length >= 3 ? looseStreet : null;
  const rows = await queryRows<StreetBuildingRow>(
    db,
    sql`select ${PLACE_COLUMNS}, s.rating_sum, s.rating_count
        from places p
        left join place_aspect_stats s on s.place_id = p.id and s.aspect = 'overall'
        where p.kind = 'building' and p.city_id = ${cityId}::uuid and ${PUBLIC_HOME}
          and ((' ' || p.normalized_address || ' ') like ${`% ${street} %`}
               ${loose ? sql`or p.search_loose like ${`%${loose}%`}` : sql``})
        order by p.id limit ${STREET_BUILDINGS_CAP}`,
  );
  // The key's street words must be the typed ones around the house number, not a longer street
  // that merely contains them ("Chavchavadze" is Ilia Chavchavadze Avenue, also typed in full).
  return rows.filter((row) => {
    const key = parseAddressKey(row.normalized_address ?? '');
    const keyStreet = key.street.join(' ');
    return keyStreet.includes(street) || (loose !== null && isLooseStreetOf(loose, looseText(keyStreet)));
  });
}

/** The district most of the street's buildings are in. */
function commonDistrict(rows: readonly PlaceRow[]): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.district_id && row.district_id !== row.id)
      counts.set(row.district_id, (counts.get(row.district_id) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id;
  return best;
}

/** What the street's reviewed buildings say about an address on it. */
export interface StreetOfAddress {
  /** The public building of the address itself, when there is one. */
  sameHouse: StreetBuildingRow | undefined;
  /** The street's other public buildings. */
  others: StreetBuildingRow[];
  /** The centre of the others, null when there are none: the address is somewhere among them. */
  centre: { lat: number; lng: number } | null;
  /** The district most of the others are in. */
  districtId: string | null;
}

/**
 * The street's public buildings in the city (the address's own house apart): where the address
 * probably is and in which district. The typed address's page and the add-address step's marker
 * (address-point.ts) start there when no imported point is known.
 */
export async function findStreetOfAddress(
  db: Pick<Db, 'execute'>,
  cityId: string,
  address: NormalizedAddress,
  /** The street's loose spelling (looseStreetOf of the street as typed). */
  looseStreet: string = looseText(placeWordsOf(address.street.join(' '))),
): Promise<StreetOfAddress> {
  const onStreet = await findStreetBuildings(db, cityId, address, looseStreet);
  const sameHouse = address.houseNumber
    ? onStreet.find((row) => {
        const key = parseAddressKey(row.normalized_address ?? '');
        return key.houseNumber === address.houseNumber && key.block === address.block;
      })
    : undefined;
  const others = onStreet.filter((row) => row !== sameHouse);
  const centre =
    others.length > 0
      ? {
          lat: others.reduce((sum, row) => sum + Number(row.lat), 0) / others.length,
          lng: others.reduce((sum, row) => sum + Number(row.lng), 0) / others.length,
        }
      : null;
  return { sameHouse, others, centre, districtId: commonDistrict(others) };
}

/** The page's `q` read as an address, in the city the page chooses; 400 or 404 when it cannot be. */
async function readTypedAddress(
  db: Pick<Db, 'execute'>,
  options: { q: string; cityId?: string | undefined },
): Promise<CityChoice> {
  const asTyped = parseTypedAddress(options.q);
  if (!asTyped) {
    throw new AppError('VALIDATION_FAILED', 'Not a street address with a house number', {
      details: [{ field: 'q', message: 'Type a street and a house number' }],
    });
  }
  const choice = await chooseCity(db, asTyped, { cityId: options.cityId });
  if (!choice) throw new AppError('LOCATION_UNKNOWN', 'No city is known for this address');
  return choice;
}

/**
 * What the page of a typed address shows: its parts, city and (when it can be known) district,
 * the house's building when one is already public, the street's and the district's scores and
 * the reviewed buildings near it. Reads only (see the file comment).
 */
export async function describeTypedAddress(
  db: Pick<Db, 'execute'>,
  options: { q: string; lang: Locale; cityId?: string | undefined },
): Promise<AddressPage> {
  const choice = await readTypedAddress(db, options);
  const { city, typed } = choice;
  const [imported, street] = await Promise.all([
    findImportedPoint(db, city, typed),
    findStreetOfAddress(db, city.id, typed.normalized, looseStreetOf(streetText(typed))),
  ]);
  const { sameHouse, others } = street;

  let location = { lat: Number(city.lat), lng: Number(city.lng) };
  let locationFrom: AddressPage['locationFrom'] = 'city';
  if (imported) {
    location = { lat: imported.lat, lng: imported.lng };
    locationFrom = imported.precision;
  } else if (street.centre) {
    location = street.centre;
    locationFrom = 'buildings';
  }

  // The district of the imported point, else the one of the street's reviewed buildings; unknown
  // from the city's centre (any district there would be a guess).
  const district =
    locationFrom === 'house' || locationFrom === 'street'
      ? await findDistrictAt(db, city.id, location)
      : null;
  const districtId = district?.id ?? street.districtId;
  const districtRow =
    district ?? (districtId ? (await selectPlacesByIds(db, [districtId])).get(districtId) : undefined);
  const districtScores = districtRow ? await loadOverallScores(db, [districtRow.id]) : null;

  const ratingSum = others.reduce((sum, row) => sum + Number(row.rating_sum ?? 0), 0);
  const ratingCount = others.reduce((sum, row) => sum + Number(row.rating_count ?? 0), 0);
  const streetScore = placeOverallScore({ ratingSum, ratingCount });

  // Near the city's centre is not near the address: no list then.
  const nearby =
    locationFrom === 'city'
      ? []
      : (
          await findNearbyPlaces(db, {
            ...location,
            radiusKm: NEARBY_RADIUS_KM,
            lang: options.lang,
            limit: NEARBY_LIMIT + 1,
          })
        )
          .filter((place) => place.kind === 'building' && place.id !== sameHouse?.id)
          .slice(0, NEARBY_LIMIT);

  return {
    address: typed.text,
    street: streetText(typed),
    houseNumber: houseText(typed),
    block: typed.normalized.block,
    apartmentNumber: flatText(typed),
    city: toPlaceRef(city, options.lang),
    cityFrom: choice.from,
    district: districtRow ? toPlaceRef(districtRow, options.lang) : null,
    location,
    locationFrom,
    building: sameHouse ? toPlaceRef(sameHouse, options.lang) : null,
    streetScore: { overallScore: streetScore, reviewCount: ratingCount, buildingCount: others.length },
    districtScore: districtRow
      ? {
          overallScore: districtScores?.get(districtRow.id) ?? null,
          reviewCount: Number(districtRow.review_count),
        }
      : null,
    nearby,
  };
}

/** What a watch of a typed address waits for (watches/): its city and the key its building will have. */
export interface TypedAddressKey {
  cityId: string;
  /** The building key (places.normalized_address) a review's for-reviews call gives this address. */
  key: string;
  /** The address as typed, tidied ("Vazha-Pshavela 45"). */
  text: string;
}

/**
 * The typed address's city (as its page chooses it) and building key, computed as
 * resolve-place-for-review.ts keys a new building: with the city's names left out of the street.
 * Reads only, like the page.
 */
export async function keyTypedAddress(
  db: Pick<Db, 'execute'>,
  options: { q: string; cityId?: string | undefined },
): Promise<TypedAddressKey> {
  const { city, typed } = await readTypedAddress(db, options);
  const normalized = normalizeAddress(typed.text, {
    ignoreWords: [city.name_en, city.name_ru, city.name_ka],
  });
  if (!normalized.key) {
    throw new AppError('VALIDATION_FAILED', 'Address must include a street name', {
      details: [{ field: 'q', message: 'Address must include a street name' }],
    });
  }
  return { cityId: city.id, key: normalized.key, text: typed.text };
}
