import { randomUUID } from 'node:crypto';
import {
  ASPECTS,
  type BuildingType,
  composeAddress,
  HOUSE_NUMBER_PATTERN,
  type Locale,
  PLACE_MESSAGES,
  type PlaceForReviewAnswer,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordFindings } from '../screening/index.ts';
import {
  detectScriptLanguage,
  isSimilarAddress,
  type NormalizedAddress,
  normalizeAddress,
  parseAddressKey,
} from './address.ts';
import { cityRadiusKm, distanceKm } from './geo.ts';
import { findKnownStreetAddress, writersSpelling } from './known-street.ts';
import { findDistrictAt, locatePoint, NEAREST_CITY_MAX_KM } from './locate-point.ts';
import { apartmentNames } from './name-street.ts';
import { buildSearchText } from './normalize.ts';
import {
  loadPlaceDetails,
  PLACE_COLUMNS,
  type PlaceRow,
  queryRows,
  selectPlacesByIds,
} from './place-queries.ts';
import { isTransliteratedName, namesInThreeScripts } from './transliterate.ts';

/** Two entrances of one building, or a pin dropped on the wrong corner: a few tens of metres. */
const SAME_BUILDING_RADIUS_M = 60;

export type ResolvePlaceInput =
  | { placeId: string; apartmentNumber?: string | undefined }
  | {
      placeId?: undefined;
      /**
       * As typed (the API's `address` form), or its parts (the structured form): one path, so both
       * forms find, dedupe and create by the same rules.
       */
      address: string | AddressParts;
      lat: number;
      lng: number;
      buildingType: BuildingType;
      apartmentNumber?: string | undefined;
      cityId?: string | undefined;
      districtId?: string | undefined;
      /** The writer put or confirmed the marker, or it stands where the address was found. */
      pointConfirmed?: boolean | undefined;
      notBuildingId?: string | undefined;
      /** "Is it this one?": a known building of the same address is answered, nothing is created. */
      askIfKnown?: boolean | undefined;
    };

export interface AddressParts {
  street: string;
  houseNumber: string;
  block?: string | undefined;
}

/** "12 a" and "12A" are one flat. */
export function normalizeApartmentNumber(value: string): string {
  return value.trim().replace(/\s+/g, '').toUpperCase();
}

async function findPlace(db: Pick<Db, 'execute'>, id: string): Promise<PlaceRow> {
  const row = (await selectPlacesByIds(db, [id])).get(id);
  if (!row) throw new AppError('PLACE_NOT_FOUND', PLACE_MESSAGES.placeNotFound);
  return row;
}

/**
 * The existing building that a new address is: the same key anywhere in the city, or a similar
 * address within a few metres (typed with another street type, a first name, a typo).
 */
export async function findDuplicateBuilding(
  db: Pick<Db, 'execute'>,
  input: {
    cityId: string;
    address: NormalizedAddress;
    lat: number;
    lng: number;
    /** A building the user said is not theirs: never found by similarity, only by the same key. */
    notBuildingId?: string | undefined;
  },
): Promise<PlaceRow | null> {
  const [same] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'building' and p.city_id = ${input.cityId}::uuid and p.normalized_address = ${input.address.key}
        order by p.review_count desc, p.id limit 1`,
  );
  if (same) return same;
  const near = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'building'
          and earth_box(ll_to_earth(${input.lat}, ${input.lng}), ${SAME_BUILDING_RADIUS_M}) @> ll_to_earth(p.lat, p.lng)
          and earth_distance(ll_to_earth(${input.lat}, ${input.lng}), ll_to_earth(p.lat, p.lng)) <= ${SAME_BUILDING_RADIUS_M}
        order by earth_distance(ll_to_earth(${input.lat}, ${input.lng}), ll_to_earth(p.lat, p.lng)), p.id`,
  );
  return (
    near.find(
      (row) =>
        row.id !== input.notBuildingId &&
        row.normalized_address &&
        isSimilarAddress(input.address, parseAddressKey(row.normalized_address)),
    ) ?? null
  );
}

/**
 * When the same building is typed in another script, that language's name is learnt: a building
 * first typed in English gets its Georgian name from the first Georgian tenant, and search finds
 * it by both.
 */
async function learnBuildingName(
  db: Pick<Db, 'execute'>,
  row: PlaceRow,
  typed: string,
  address: NormalizedAddress,
) {
  // A name is learnt only from an address that adds nothing to the building's own (same house,
  // every street word already known), so no visitor can name a building "… worst landlord ever".
  const known = row.normalized_address ? parseAddressKey(row.normalized_address) : null;
  if (
    !known ||
    known.houseNumber !== address.houseNumber ||
    !address.street.every((word) => known.street.includes(word))
  )
    return;
  const language = detectScriptLanguage(typed);
  const column = { en: 'name_en', ru: 'name_ru', ka: 'name_ka' } as const;
  const current = row[column[language]];
  // The machine's spelling (namesInThreeScripts) gives way to the first one typed in that script.
  const names = { en: row.name_en, ru: row.name_ru, ka: row.name_ka };
  if (detectScriptLanguage(current) === language && !isTransliteratedName(names, language)) return;
  if (current === typed) return;
  await db.execute(sql`
    update places set ${sql.raw(column[language])} = ${typed},
                      search_text = ${buildSearchText([row.search_text, typed])},
                      updated_at = now()
    where id = ${row.id}::uuid`);
}

async function createBuilding(
  db: Pick<Db, 'execute'>,
  input: {
    address: string;
    /** The names on a street the city knows (findKnownStreetAddress), else the writer's spelling. */
    names?: Record<Locale, string> | undefined;
    key: string;
    lat: number;
    lng: number;
    buildingType: BuildingType;
    city: PlaceRow;
    district: PlaceRow | null;
  },
): Promise<{ row: PlaceRow; created: boolean }> {
  const parentId = input.district?.id ?? input.city.id;
  const names = input.names ?? writersSpelling(input.address);
  // The machine's spellings are search terms only (a reader types the street in their own
  // script), never a name: "ჩავჩავაძის" for "Чавчавадзе" is a misspelling nobody should read.
  const spelt = namesInThreeScripts(input.address);
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into places (id, kind, parent_id, city_id, district_id, name_en, name_ru, name_ka, search_text,
                            normalized_address, building_type, country_code, lat, lng)
        values (${randomUUID()}::uuid, 'building', ${parentId}::uuid, ${input.city.id}::uuid,
                ${input.district?.id ?? null}::uuid, ${names.en}, ${names.ru}, ${names.ka},
                ${buildSearchText([names.en, names.ru, names.ka, spelt.en, spelt.ru, spelt.ka, input.key, input.address])}, ${input.key}, ${input.buildingType},
                ${input.city.country_code}, ${input.lat}, ${input.lng})
        on conflict do nothing
        returning id`,
  );
  // A concurrent request may have written the same building a moment earlier: that one it is.
  const [row] = await queryRows<PlaceRow>(
    db,
    inserted[0]
      ? sql`select ${PLACE_COLUMNS} from places p where p.id = ${inserted[0].id}::uuid`
      : sql`select ${PLACE_COLUMNS} from places p
            where p.kind = 'building' and p.parent_id = ${parentId}::uuid and p.normalized_address = ${input.key}`,
  );
  if (!row) throw new Error('building vanished between insert and read');
  return { row, created: inserted.length > 0 };
}

async function findOrCreateApartment(
  db: Pick<Db, 'execute'>,
  building: PlaceRow,
  apartmentNumber: string,
): Promise<{ row: PlaceRow; created: boolean }> {
  const number = normalizeApartmentNumber(apartmentNumber);
  const names = apartmentNames({ en: building.name_en, ru: building.name_ru, ka: building.name_ka }, number);
  const inserted = await queryRows<{ id: string }>(
    db,
    sql`insert into places (id, kind, parent_id, city_id, district_id, name_en, name_ru, name_ka, search_text,
                            apartment_number, building_type, country_code, lat, lng)
        values (${randomUUID()}::uuid, 'apartment', ${building.id}::uuid, ${building.city_id}::uuid,
                ${building.district_id}::uuid, ${names.en}, ${names.ru}, ${names.ka},
                ${buildSearchText([names.en, names.ru, names.ka, building.normalized_address])}, ${number},
                ${building.building_type}, ${building.country_code}, ${building.lat}, ${building.lng})
        on conflict do nothing
        returning id`,
  );
  const [row] = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'apartment' and p.parent_id = ${building.id}::uuid and p.apartment_number = ${number}`,
  );
  if (!row) throw new Error('apartment vanished between insert and read');
  return { row, created: inserted.length > 0 };
}

/**
 * A point chosen with a city must lie in it (within its reach, or the 30 km any point may be from
 * its city): a pin in the sea with "Tbilisi" chosen is no Tbilisi building.
 */
function assertPointInCity(city: PlaceRow, point: { lat: number; lng: number }, field: string) {
  const km = distanceKm(point, { lat: Number(city.lat), lng: Number(city.lng) });
  if (km > Math.max(NEAREST_CITY_MAX_KM, cityRadiusKm(Number(city.population)))) {
    throw new AppError('VALIDATION_FAILED', PLACE_MESSAGES.locateFailed, {
      details: [{ field, message: 'The point is not in this city', code: 'LOCATION_UNKNOWN' }],
    });
  }
}

/** The city and district a typed building belongs to: the ids given, or the point's. */
async function resolveArea(
  db: Pick<Db, 'execute'>,
  input: { lat: number; lng: number; cityId?: string | undefined; districtId?: string | undefined },
) {
  if (input.districtId) {
    const district = await findPlace(db, input.districtId);
    if (district.kind !== 'district' || !district.city_id) {
      throw new AppError('VALIDATION_FAILED', 'districtId is not a district', {
        details: [{ field: 'districtId', message: 'Not a district' }],
      });
    }
    // The writer chose both: a district of another city is a stale or forged choice, not a move.
    if (input.cityId && district.city_id !== input.cityId) {
      throw new AppError('VALIDATION_FAILED', 'districtId is not in the city', {
        details: [
          { field: 'districtId', message: 'Not a district of this city', code: 'DISTRICT_NOT_IN_CITY' },
        ],
      });
    }
    const city = await findPlace(db, district.city_id);
    assertPointInCity(city, input, 'districtId');
    return { city, district };
  }
  if (input.cityId) {
    const city = await findPlace(db, input.cityId);
    if (city.kind !== 'city') {
      throw new AppError('VALIDATION_FAILED', 'cityId is not a city', {
        details: [{ field: 'cityId', message: 'Not a city' }],
      });
    }
    assertPointInCity(city, input, 'cityId');
    return { city, district: await findDistrictAt(db, city.id, input) };
  }
  return locatePoint(db, input);
}

async function hasDistricts(db: Pick<Db, 'execute'>, cityId: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from places p where p.kind = 'district' and p.city_id = ${cityId}::uuid limit 1`,
  );
  return rows.length > 0;
}

/**
 * Where a new building stands, or a refusal. A point nobody confirmed is the centre guessed for a
 * street we do not know, and the nearest district centre to it is nobody's district ("Vazha-Pshavela
 * 45" was published in Isani): such a building is created only in the district the writer chose,
 * at its centre. A city without districts has no district to get wrong.
 */
async function pointForNewBuilding(
  db: Pick<Db, 'execute'>,
  input: { lat: number; lng: number; districtId?: string | undefined; pointConfirmed?: boolean | undefined },
  area: { city: PlaceRow; district: PlaceRow | null },
): Promise<{ lat: number; lng: number }> {
  if (input.pointConfirmed) return { lat: input.lat, lng: input.lng };
  if (input.districtId && area.district) {
    return { lat: Number(area.district.lat), lng: Number(area.district.lng) };
  }
  if (!(await hasDistricts(db, area.city.id))) return { lat: input.lat, lng: input.lng };
  throw new AppError('VALIDATION_FAILED', 'Confirm the point on the map or choose the district', {
    details: [
      {
        field: 'pointConfirmed',
        message: 'Confirm the point on the map or choose the district',
        code: 'POINT_NOT_CONFIRMED',
      },
    ],
  });
}

type Resolved = { row: PlaceRow; created: boolean } | { known: PlaceRow; address: string };

/**
 * Finds or creates the place a review attaches to (see the contract in @app/contracts places.ts):
 * an existing place by id, a building typed by the user (deduplicated), and with an apartment
 * number the apartment in that building.
 */
export async function resolvePlaceForReview(
  db: Db,
  input: ResolvePlaceInput,
  lang: Locale,
  options: {
    /** Runs in the transaction when the call created a place; throwing (a limit) undoes the creation. */
    onCreate?: () => Promise<void>;
  } = {},
): Promise<PlaceForReviewAnswer> {
  const resolved = await db.transaction(async (tx): Promise<Resolved> => {
    let place: PlaceRow;
    let created = false;
    if (input.placeId !== undefined) {
      place = await findPlace(tx, input.placeId);
      if (place.kind === 'apartment' && input.apartmentNumber !== undefined && place.parent_id) {
        place = await findPlace(tx, place.parent_id);
      }
    } else {
      const area = await resolveArea(tx, input);
      const { city, district } = area;
      // The parts are composed as the form used to compose them, then parsed like any typed
      // address: the same key, the same dedupe, the same known street, whichever form was sent.
      const isParts = typeof input.address !== 'string';
      const typed = typeof input.address === 'string' ? input.address : composeAddress(input.address);
      const typedAddress = normalizeAddress(typed, {
        ignoreWords: [city.name_en, city.name_ru, city.name_ka],
      });
      if (!typedAddress.key) {
        throw new AppError('VALIDATION_FAILED', 'Address must include a street name', {
          details: [{ field: isParts ? 'street' : 'address', message: 'Address must include a street name' }],
        });
      }
      // A building is a street and a house: "Chavchavadze Avenue" alone is a whole street.
      if (!typedAddress.houseNumber || !HOUSE_NUMBER_PATTERN.test(typedAddress.houseNumber)) {
        throw new AppError('VALIDATION_FAILED', 'Address must include a house number', {
          details: [
            { field: isParts ? 'houseNumber' : 'address', message: 'Address must include a house number' },
          ],
        });
      }
      // On a street the city knows, the building takes that street's key and names.
      const known = await findKnownStreetAddress(tx, {
        cityId: city.id,
        typed,
        address: typedAddress,
      });
      const address = known ? parseAddressKey(known.key) : typedAddress;
      const existing = await findDuplicateBuilding(tx, {
        cityId: city.id,
        address,
        lat: input.lat,
        lng: input.lng,
        notBuildingId: input.notBuildingId,
      });
      // Asked first, the writer answers "Is it this one?" only for a building whose own address this
      // is (the same house and block, a similar street), never one found for standing near the point.
      if (
        existing?.normalized_address &&
        input.askIfKnown &&
        existing.id !== input.notBuildingId &&
        isSimilarAddress(address, parseAddressKey(existing.normalized_address))
      ) {
        return { known: existing, address: typed.replace(/\s+/g, ' ').trim() };
      }
      if (existing) {
        // A known street's names are its own: "Vazha-Pshavela 45" typed informally does not replace
        // "45 Vazha-Pshavela Avenue" (which reads, to the machine, like its own transliteration).
        if (!known) await learnBuildingName(tx, existing, typed.replace(/\s+/g, ' ').trim(), address);
        place = existing;
      } else {
        const point = await pointForNewBuilding(tx, input, area);
        ({ row: place, created } = await createBuilding(tx, {
          address: typed,
          names: known?.names,
          key: address.key,
          ...point,
          buildingType: input.buildingType,
          city,
          district,
        }));
        // A street the city does not know keeps the writer's spelling in every language until a
        // moderator looks at it: the place waits in the queue with the address as typed.
        if (created && !known) {
          await recordFindings(
            tx,
            { type: 'place', id: place.id },
            [{ check: 'unknown_street', params: { address: typed.replace(/\s+/g, ' ').trim() } }],
            { held: false },
          );
        }
      }
    }
    if (input.apartmentNumber !== undefined) {
      if (place.kind !== 'building') {
        throw new AppError('VALIDATION_FAILED', 'An apartment number needs a building', {
          details: [{ field: 'apartmentNumber', message: 'An apartment number needs a building' }],
        });
      }
      const apartment = await findOrCreateApartment(tx, place, input.apartmentNumber);
      created ||= apartment.created;
      place = apartment.row;
    }
    if (created) await options.onCreate?.();
    return { row: place, created };
  });
  if ('known' in resolved) {
    const known = await loadPlaceDetails(db, resolved.known.id, lang);
    if (!known) throw new AppError('PLACE_NOT_FOUND', PLACE_MESSAGES.placeNotFound);
    return { address: resolved.address, known };
  }
  const { row, created } = resolved;
  const details = await loadPlaceDetails(db, row.id, lang);
  if (!details) throw new AppError('PLACE_NOT_FOUND', PLACE_MESSAGES.placeNotFound);
  return { place: details, placeType: details.kind, aspects: [...ASPECTS[details.kind]], created };
}
