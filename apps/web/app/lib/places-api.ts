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
}) {
  const query = new URLSearchParams({ lang: params.lang });
  if (params.near) {
    query.set('lat', String(params.near.lat));
    query.set('lng', String(params.near.lng));
  }
  if (params.radiusKm) query.set('radiusKm', String(params.radiusKm));
  return apiRequest<NearbyPlacesResponse>(`/places/nearby?${query}`);
}
