import { type AddressPointResponse, composeAddress, type Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeAddress } from './address.ts';
import { cityRadiusKm, distanceKm } from './geo.ts';
import { findDistrictAt } from './locate-point.ts';
import { looseStreetOf } from './loose-text.ts';
import type { Geocoder } from './osm-geocoder.ts';
import { type PlaceRow, selectPlacesByIds, toPlaceRef } from './place-queries.ts';
import { findStreetOfAddress } from './typed-address.ts';

/**
 * The seam for imported street data (OpenStreetMap import, issue 14): the point of an imported
 * house, or of its street when the house is unknown; null when neither is known. The lead wires in
 * `findImportedAddressPoint` from imported-addresses.ts.
 */
export type ImportedAddressLookup = (
  db: Pick<Db, 'execute'>,
  input: { cityId: string; street: string; houseNumber?: string | undefined },
) => Promise<{ lat: number; lng: number } | null>;

export interface AddressPointInput {
  cityId: string;
  districtId?: string | undefined;
  street?: string | undefined;
  houseNumber?: string | undefined;
}

export interface AddressPointSources {
  findImported?: ImportedAddressLookup | undefined;
  geocoder?: Geocoder | null | undefined;
}

/** A geocoder answer farther than this beyond the city's reach is another city's street. */
const GEOCODER_MARGIN_KM = 3;

async function findPlaceOfKind(db: Pick<Db, 'execute'>, id: string, kind: 'city' | 'district') {
  const row = (await selectPlacesByIds(db, [id])).get(id);
  if (!row || row.kind !== kind) {
    throw new AppError('VALIDATION_FAILED', `${kind}Id is not a ${kind}`, {
      details: [{ field: `${kind}Id`, message: `Not a known ${kind}` }],
    });
  }
  return row;
}

const pointOf = (row: PlaceRow) => ({ lat: Number(row.lat), lng: Number(row.lng) });

type FoundPoint = {
  point: { lat: number; lng: number };
  source: 'imported' | 'geocoder' | 'buildings';
  /** The district the point is known to be in, when it is not simply the point's. */
  districtId?: string | null;
};

/** The imported house or street, else the geocoder's answer within the city's reach. */
async function findStreetPoint(
  db: Pick<Db, 'execute'>,
  city: PlaceRow,
  input: AddressPointInput,
  lang: Locale,
  sources: AddressPointSources,
): Promise<FoundPoint | null> {
  const street = input.street?.trim();
  if (!street) return null;
  const imported = await sources.findImported?.(db, {
    cityId: city.id,
    street,
    houseNumber: input.houseNumber,
  });
  if (imported) return { point: imported, source: 'imported' };
  if (!sources.geocoder) return null;
  const address = input.houseNumber ? composeAddress({ street, houseNumber: input.houseNumber }) : street;
  const answers = await sources.geocoder.searchAddresses(`${address}, ${city.name_en}`, lang);
  const reach = cityRadiusKm(Number(city.population)) + GEOCODER_MARGIN_KM;
  const inCity = answers.find((answer) => distanceKm(pointOf(city), answer) <= reach);
  return inCity ? { point: { lat: inCity.lat, lng: inCity.lng }, source: 'geocoder' } : null;
}

/**
 * Among the street's reviewed buildings (as the typed address's page places it): a guess the
 * writer still confirms, but nearer than any centre. Their district is the one most of them are in.
 */
async function findStreetBuildingsPoint(
  db: Pick<Db, 'execute'>,
  city: PlaceRow,
  input: AddressPointInput,
): Promise<FoundPoint | null> {
  const street = input.street?.trim();
  if (!street) return null;
  const ignoreWords = [city.name_en, city.name_ru, city.name_ka];
  const address = normalizeAddress(
    input.houseNumber ? composeAddress({ street, houseNumber: input.houseNumber }) : street,
    { ignoreWords },
  );
  // The street in its loose spelling too: "Tchavtchavadze", "Kazbegis gamziri" (loose-text.ts).
  const looseStreet = looseStreetOf(street, { ignoreWords });
  const { centre, districtId } = await findStreetOfAddress(db, city.id, address, looseStreet);
  return centre ? { point: centre, source: 'buildings', districtId } : null;
}

/**
 * Where the marker of a new address starts: the imported house or street, else the geocoder's
 * answer inside the city, else among the street's reviewed buildings, else the given district's
 * centre, else the city's centre (never another city's). The district is then the point's (the
 * street buildings' own one among them).
 */
export async function findAddressPoint(
  db: Pick<Db, 'execute'>,
  input: AddressPointInput,
  lang: Locale,
  sources: AddressPointSources = {},
): Promise<AddressPointResponse> {
  const city = await findPlaceOfKind(db, input.cityId, 'city');
  const district = input.districtId ? await findPlaceOfKind(db, input.districtId, 'district') : null;
  if (district && district.city_id !== city.id) {
    throw new AppError('VALIDATION_FAILED', 'districtId is not in the city', {
      details: [{ field: 'districtId', message: 'Not a district of this city' }],
    });
  }
  const found =
    (await findStreetPoint(db, city, input, lang, sources)) ??
    (await findStreetBuildingsPoint(db, city, input));
  const { point, source } =
    found ??
    (district
      ? { point: pointOf(district), source: 'district' as const }
      : { point: pointOf(city), source: 'city' as const });
  const knownDistrictId = found?.districtId;
  const pointDistrict = knownDistrictId
    ? ((await selectPlacesByIds(db, [knownDistrictId])).get(knownDistrictId) ?? null)
    : await findDistrictAt(db, city.id, point);
  return {
    location: point,
    source,
    city: toPlaceRef(city, lang),
    district: pointDistrict ? toPlaceRef(pointDistrict, lang) : null,
  };
}
