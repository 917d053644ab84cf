/**
 * The deferred sections of a place's page (routes/reviews.tsx) behind one dynamic import, so that
 * their code comes in one chunk instead of one per section (issue 35: ~10 small requests after
 * each page's load). A section another page uses too (the map, on a review's page; the watch box,
 * which the address page imports) still comes in a chunk of its own, which that page loads too.
 */
export { AiSummaryPanel } from '../../features/ai-summary/components/ai-summary-panel';
export { PlaceMapPanel } from '../../features/places/components/place-map-panel';
export { PlaceReviews } from '../../features/reviews/components/place-reviews';
export { WatchSection } from '../../features/watches/components/watch-section';
