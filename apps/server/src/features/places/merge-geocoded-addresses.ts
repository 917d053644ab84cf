import type { PlaceSuggestion } from '@app/contracts';
import { isSimilarAddress, normalizeAddress } from './address.ts';
import type { GeocodedAddress } from './osm-geocoder.ts';

/**
 * Appends the geocoder's addresses to our suggestions, leaving out those we already know (a
 * similar address with the same house number) and repeats. They carry no id: choosing one resolves it through for-reviews, which
 * deduplicates against our buildings once more.
 */
export function mergeGeocodedAddresses(
  items: PlaceSuggestion[],
  addresses: readonly GeocodedAddress[],
  limit: number,
): PlaceSuggestion[] {
  const known = items.map((item) => normalizeAddress(item.name)).filter((a) => a.key);
  const merged = [...items];
  for (const found of addresses) {
    if (merged.length >= limit) break;
    const address = normalizeAddress(found.address);
    if (!address.key || known.some((other) => isSimilarAddress(address, other))) continue;
    known.push(address);
    merged.push({
      id: null,
      kind: 'building',
      name: found.address,
      context: found.city,
      location: { lat: found.lat, lng: found.lng },
      reviewCount: 0,
      source: 'geocoder',
    });
  }
  return merged;
}
