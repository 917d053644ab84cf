import type { Locale, PlaceStats } from '@app/contracts';
import type { ReviewsPage } from '../components/reviews/place-reviews';

/** Server-side: a place's scores and first page of reviews, through the in-process API. */
export async function loadPlaceReviews(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
  placeId: string,
  lang: Locale,
): Promise<{ stats: PlaceStats | null; page: ReviewsPage }> {
  const [stats, page] = await Promise.all([
    apiFetch(`/reviews/stats?placeId=${placeId}&lang=${lang}`),
    apiFetch(`/reviews?placeId=${placeId}&lang=${lang}&limit=10`),
  ]);
  return {
    stats: stats.ok ? ((await stats.json()) as PlaceStats) : null,
    page: page.ok ? ((await page.json()) as ReviewsPage) : { items: [], nextCursor: null },
  };
}
