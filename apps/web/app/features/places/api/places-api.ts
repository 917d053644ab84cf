import type {
  AddressPointRequest,
  Locale,
  PlaceForReviewAnswer,
  PlaceForReviewRequest,
  PlaceForReviewResponse,
  PlaceKind,
} from '@app/contracts';
import { api } from '../../../shared/lib/api-client';

/** The browser's calls of the places API (spec section 7); shapes come from @app/contracts. */

export function fetchSuggestions(
  params: {
    q: string;
    lang: Locale;
    kinds?: readonly PlaceKind[];
    withAddresses?: boolean;
    near?: { lat: number; lng: number };
  },
  signal?: AbortSignal,
) {
  const query = {
    q: params.q,
    lang: params.lang,
    kinds: params.kinds?.length ? params.kinds.join(',') : undefined,
    withAddresses: params.withAddresses ? ('true' as const) : undefined,
    lat: params.near?.lat,
    lng: params.near?.lng,
  };
  return api('GET /places/suggestions', { query, signal: signal ?? null });
}

export function fetchPlaceDetails(placeId: string, lang: Locale) {
  return api('POST /places/details', { body: { placeId, lang } });
}

/** Finds or creates the place a review attaches to. */
export function resolvePlaceForReview(
  body: Omit<PlaceForReviewRequest, 'askIfKnown'>,
): Promise<PlaceForReviewResponse> {
  // Only `askIfKnown` answers a known building instead of the place.
  return api('POST /places/details/for-reviews', { body }) as Promise<PlaceForReviewResponse>;
}

/**
 * A new address's building, asking first ("Is it this one?"): a known building of that address is
 * answered as `known` and nothing is created; otherwise the building is found or created. One call.
 */
export function resolveNewAddress(
  body: Omit<PlaceForReviewRequest, 'askIfKnown'> & { askIfKnown: true },
): Promise<PlaceForReviewAnswer> {
  return api('POST /places/details/for-reviews', { body });
}

/**
 * A typed address read once by the server: its parts, city, district and the marker's starting
 * point (the add-address step's prefill, one round trip).
 */
export function fetchTypedAddress(
  params: { q: string; lang: Locale; cityId?: string | undefined },
  signal?: AbortSignal,
) {
  const query = { q: params.q, lang: params.lang, cityId: params.cityId };
  return api('GET /places/address', { query, signal: signal ?? null });
}

/** Where the marker of a new address starts (imported data, geocoder, or the district or city centre). */
export function fetchAddressPoint(body: AddressPointRequest, signal?: AbortSignal) {
  return api('POST /places/address-point', { body, signal: signal ?? null });
}

/** A city's districts by name, to choose a new building's district from. */
export function fetchCityDistricts(cityId: string, lang: Locale, signal?: AbortSignal) {
  return api('GET /places/districts', { query: { cityId, lang }, signal: signal ?? null });
}

export function locatePoint(point: { lat: number; lng: number }, lang: Locale) {
  return api('POST /places/locate', { body: { ...point, lang } });
}

export function fetchCurrentPlace(lang: Locale) {
  return api('GET /places/current', { query: { lang } });
}

export function fetchNearbyPlaces(params: {
  lang: Locale;
  near?: { lat: number; lng: number };
  radiusKm?: number;
  limit?: number;
}) {
  const query = {
    lang: params.lang,
    limit: params.limit || undefined,
    lat: params.near?.lat,
    lng: params.near?.lng,
    radiusKm: params.radiusKm || undefined,
  };
  return api('GET /places/nearby', { query });
}

/** Reviewed buildings inside a box (a close map) or inside a city or district (its page). */
export function fetchPlacesInArea(
  params: { lang: Locale; limit?: number } & (
    | { bbox: { west: number; south: number; east: number; north: number } }
    | { within: string }
  ),
  signal?: AbortSignal,
) {
  const box = 'bbox' in params ? params.bbox : null;
  const query = {
    lang: params.lang,
    within: 'within' in params ? params.within : undefined,
    bbox: box ? [box.west, box.south, box.east, box.north].map((n) => n.toFixed(5)).join(',') : undefined,
    limit: params.limit || undefined,
  };
  return api('GET /places/in-area', { query, signal: signal ?? null });
}
