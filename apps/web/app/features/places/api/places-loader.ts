import type { Locale, PlaceDetails } from '@app/contracts';
import { type ApiFetch, callApi, settle } from '../../../shared/lib/api-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PlaceLoadResult =
  | { status: 'none' }
  | { status: 'found'; place: PlaceDetails }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * Server-side: the place named by `?placeId=` in the page language, through the in-process API.
 * 'none' without an id; 'missing' for a malformed or unknown id, or a building or apartment that has
 * no published review yet (the API answers 404); 'failed' when the API cannot answer.
 */
export async function loadPlaceForPage(apiFetch: ApiFetch, url: URL, lang: Locale): Promise<PlaceLoadResult> {
  const placeId = url.searchParams.get('placeId');
  if (!placeId) return { status: 'none' };
  if (!UUID.test(placeId)) return { status: 'missing' };
  const answer = await settle(callApi(apiFetch, 'POST /places/details', { body: { placeId, lang } }));
  if (answer.ok) return { status: 'found', place: answer.value.place };
  return { status: answer.status === 404 ? 'missing' : 'failed' };
}
