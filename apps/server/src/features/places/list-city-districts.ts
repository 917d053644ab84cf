import type { CityDistrictsResponse, Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PLACE_COLUMNS, type PlaceRow, queryRows, selectPlacesByIds, toPlaceRef } from './place-queries.ts';

/**
 * A city's districts, by name in `lang` (the writer's alphabet's order), for "Choose the district"
 * in the add-address step: the district a new building goes to when its marker is a guess or the
 * map cannot load. A hidden district is no choice.
 */
export async function listCityDistricts(
  db: Pick<Db, 'execute'>,
  input: { cityId: string; lang: Locale },
): Promise<CityDistrictsResponse> {
  const city = (await selectPlacesByIds(db, [input.cityId])).get(input.cityId);
  if (city?.kind !== 'city') {
    throw new AppError('VALIDATION_FAILED', 'cityId is not a city', {
      details: [{ field: 'cityId', message: 'Not a known city' }],
    });
  }
  const rows = await queryRows<PlaceRow>(
    db,
    sql`select ${PLACE_COLUMNS} from places p
        where p.kind = 'district' and p.city_id = ${city.id}::uuid and p.hidden_at is null`,
  );
  const collator = new Intl.Collator(input.lang);
  const items = rows
    .map((row) => toPlaceRef(row, input.lang))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  return { city: toPlaceRef(city, input.lang), items };
}
