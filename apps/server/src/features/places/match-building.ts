import { type BuildingMatchResponse, composeAddress, type Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSimilarAddress, normalizeAddress, parseAddressKey } from './address.ts';
import { loadPlaceDetails, selectPlacesByIds } from './place-queries.ts';
import { findDuplicateBuilding } from './resolve-place-for-review.ts';

export interface BuildingMatchInput {
  cityId: string;
  street: string;
  houseNumber: string;
  block?: string | undefined;
  lat: number;
  lng: number;
}

/**
 * "Is it this one?": the building a new address would resolve to, asked before creating it. The
 * same rule as creating (findDuplicateBuilding): the same normalised address anywhere in the city,
 * in any script, or a similar address within about 60 m. Only ever a building whose own address is
 * this one (the same house number and block, a similar street: isSimilarAddress): never one offered
 * for standing near the point or in its district, since a writer who says "yes" gives their review
 * to it. Reads only.
 */
export async function matchBuilding(
  db: Pick<Db, 'execute'>,
  input: BuildingMatchInput,
  lang: Locale,
): Promise<BuildingMatchResponse> {
  const city = (await selectPlacesByIds(db, [input.cityId])).get(input.cityId);
  if (city?.kind !== 'city') {
    throw new AppError('VALIDATION_FAILED', 'cityId is not a city', {
      details: [{ field: 'cityId', message: 'Not a known city' }],
    });
  }
  const address = composeAddress(input);
  const normalized = normalizeAddress(address, { ignoreWords: [city.name_en, city.name_ru, city.name_ka] });
  if (!normalized.key || !normalized.houseNumber) {
    throw new AppError('VALIDATION_FAILED', 'Address must include a street name and a house number', {
      details: [{ field: 'street', message: 'Address must include a street name' }],
    });
  }
  const row = await findDuplicateBuilding(db, {
    cityId: city.id,
    address: normalized,
    lat: input.lat,
    lng: input.lng,
  });
  const isSameAddress =
    row?.normalized_address != null && isSimilarAddress(normalized, parseAddressKey(row.normalized_address));
  return { address, match: row && isSameAddress ? await loadPlaceDetails(db, row.id, lang) : null };
}
