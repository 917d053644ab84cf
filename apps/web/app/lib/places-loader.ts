import type { Locale, PlaceDetails, PlaceDetailsResponse } from '@app/contracts';

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
export async function loadPlaceForPage(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
  url: URL,
  lang: Locale,
): Promise<PlaceLoadResult> {
  const placeId = url.searchParams.get('placeId');
  if (!placeId) return { status: 'none' };
  if (!UUID.test(placeId)) return { status: 'missing' };
  try {
    const response = await apiFetch('/places/details', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ placeId, lang }),
    });
    if (response.status === 404) return { status: 'missing' };
    if (!response.ok) return { status: 'failed' };
    const body = (await response.json()) as PlaceDetailsResponse;
    return { status: 'found', place: body.place };
  } catch {
    return { status: 'failed' };
  }
}
