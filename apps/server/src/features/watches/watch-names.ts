import type { Locale } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { loadPlaces, placeName } from '../places/index.ts';

export interface WatchTarget {
  placeId: string | null;
  cityId: string | null;
  addressText: string | null;
}

/** What a watch is of, as a reader names it: the place's name, or "the address, its city". */
export async function nameWatchTargets(
  db: Db,
  targets: readonly WatchTarget[],
  lang: Locale,
): Promise<string[]> {
  const ids = targets.map((target) => target.placeId ?? target.cityId).filter((id): id is string => !!id);
  const names = await loadPlaces(db, ids);
  return targets.map((target) => {
    if (target.placeId) {
      const place = names.get(target.placeId);
      return place ? placeName(place, lang) : '';
    }
    const city = target.cityId ? names.get(target.cityId) : undefined;
    return city ? `${target.addressText}, ${placeName(city, lang)}` : (target.addressText ?? '');
  });
}
