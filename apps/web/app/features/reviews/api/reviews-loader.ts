import type { Locale, Page, PlaceStats } from '@app/contracts';
import { type ApiFetch, callApi } from '../../../shared/lib/api-client';
import { type CardReview, forCard } from '../components/review-card';

/** Server-side: a place's scores and first page of reviews, through the in-process API. */
export async function loadPlaceReviews(
  apiFetch: ApiFetch,
  placeId: string,
  lang: Locale,
): Promise<{ stats: PlaceStats | null; page: Page<CardReview> }> {
  const [stats, page] = await Promise.all([
    callApi(apiFetch, 'GET /reviews/stats', { query: { placeId, lang } }).catch(() => null),
    callApi(apiFetch, 'GET /reviews', { query: { placeId, lang, limit: 10 } }).catch(() => ({
      items: [],
      nextCursor: null,
    })),
  ]);
  return { stats, page: { items: page.items.map(forCard), nextCursor: page.nextCursor } };
}
