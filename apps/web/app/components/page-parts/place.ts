/**
 * The deferred sections of a place's page (routes/reviews.tsx) behind one dynamic import, so that
 * their code comes in one chunk instead of one per section (issue 35: ~10 small requests after
 * each page's load). A section shared with another page (the map) or imported by a route (the
 * watch box, on the address page) still comes in a chunk of its own, as every page needs it.
 */
export { AiSummaryPanel } from '../ai-summary/ai-summary-panel';
export { PlaceMapPanel } from '../places/place-map-panel';
export { PlaceReviews } from '../reviews/place-reviews';
export { WatchSection } from '../watches/watch-section';
