import type {
  AddressPointRequest,
  AddressPointResponse,
  BuildingMatchRequest,
  BuildingMatchResponse,
  CurrentPlaceResponse,
  Locale,
  LocateResponse,
  NearbyPlacesResponse,
  PlaceDetailsResponse,
  PlaceForReviewRequest,
  PlaceForReviewResponse,
  PlaceKind,
  PlaceSuggestionsResponse,
  PlacesInAreaResponse,
} from '@app/contracts';
import { apiRequest } from './api';

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
  const query = new URLSearchParams({ q: params.q, lang: params.lang });
  if (params.kinds?.length) query.set('kinds', params.kinds.join(','));
  if (params.withAddresses) query.set('withAddresses', 'true');
  if (params.near) {
    query.set('lat', String(params.near.lat));
    query.set('lng', String(params.near.lng));
  }
  return apiRequest<PlaceSuggestionsResponse>(`/places/suggestions?${query}`, { signal: signal ?? null });
}

export function fetchPlaceDetails(placeId: string, lang: Locale) {
  return apiRequest<PlaceDetailsResponse>('/places/details', { method: 'POST', body: { placeId, lang } });
}

export function resolvePlaceForReview(body: PlaceForReviewRequest) {
  return apiRequest<PlaceForReviewResponse>('/places/details/for-reviews', { method: 'POST', body });
}

/** Where the marker of a new address starts (imported data, geocoder, or the district or city centre). */
export function fetchAddressPoint(body: AddressPointRequest, signal?: AbortSignal) {
  return apiRequest<AddressPointResponse>('/places/address-point', {
    method: 'POST',
    body,
    signal: signal ?? null,
  });
}

/** "Is it this one?": the known building a new address would be, asked before creating it. */
export function matchBuilding(body: BuildingMatchRequest) {
  return apiRequest<BuildingMatchResponse>('/places/details/for-reviews/match', { method: 'POST', body });
}

export function locatePoint(point: { lat: number; lng: number }, lang: Locale) {
  return apiRequest<LocateResponse>('/places/locate', { method: 'POST', body: { ...point, lang } });
}

export function fetchCurrentPlace(lang: Locale) {
  return apiRequest<CurrentPlaceResponse>(`/places/current?lang=${lang}`);
}

export function fetchNearbyPlaces(params: {
  lang: Locale;
  near?: { lat: number; lng: number };
  radiusKm?: number;
  limit?: number;
}) {
  const query = new URLSearchParams({ lang: params.lang });
  if (params.limit) query.set('limit', String(params.limit));
  if (params.near) {
    query.set('lat', String(params.near.lat));
    query.set('lng', String(params.near.lng));
  }
  if (params.radiusKm) query.set('radiusKm', String(params.radiusKm));
  return apiRequest<NearbyPlacesResponse>(`/places/nearby?${query}`);
}

/** Reviewed buildings inside a box (a close map) or inside a city or district (its page). */
export function fetchPlacesInArea(
  params: { lang: Locale; limit?: number } & (
    | { bbox: { west: number; south: number; east: number; north: number } }
    | { within: string }
  ),
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ lang: params.lang });
  if ('within' in params) query.set('within', params.within);
  else {
    const { west, south, east, north } = params.bbox;
    query.set('bbox', [west, south, east, north].map((n) => n.toFixed(5)).join(','));
  }
  if (params.limit) query.set('limit', String(params.limit));
  return apiRequest<PlacesInAreaResponse>(`/places/in-area?${query}`, { signal: signal ?? null });
}
