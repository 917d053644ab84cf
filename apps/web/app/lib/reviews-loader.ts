import type { Page, PlaceStats, Review } from '@app/contracts';
import { isLocale } from '@app/contracts';
import { type ApiFetch, callApi } from './api-client';

/** Server-side: a place's scores and first page of reviews, through the in-process API. */
export async function loadPlaceReviews(
  apiFetch: ApiFetch,
  placeId: string,
  pageLang: string,
): Promise<{ stats: PlaceStats | null; page: Page<Review> }> {
  const lang = isLocale(pageLang) ? pageLang : 'en';
  const [stats, page] = await Promise.all([
    callApi(apiFetch, 'GET /reviews/stats', { query: { placeId, lang } }).catch(() => null),
    callApi(apiFetch, 'GET /reviews', { query: { placeId, lang, limit: 10 } }).catch(() => ({
      items: [],
      nextCursor: null,
    })),
  ]);
  return { stats, page };
}
