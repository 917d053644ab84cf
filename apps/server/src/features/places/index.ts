/** What other parts of the server may use from places/ (docs/code-structure.md); everything else stays inside. */
export { ABANDONED_PLACE_HOURS, deletePlaces, findAbandonedPlaces } from './abandoned-places.ts';
export { normalizeAddress } from './address.ts';
export { setPlaceHiddenAt } from './hide-place.ts';
export { geonamesPlaceId } from './import-gazetteer.ts';
export { getStreetNaming, nameStreet } from './name-street.ts';
export { buildSearchText } from './normalize.ts';
export { averageScore, placeOverallScore, reviewScore } from './overall-score.ts';
export { namesGeorgianArea } from './place-queries.ts';
export {
  breadcrumbsOf,
  buildingAddressOf,
  findPlaceRow,
  findPlaceRows,
  getPlaceKind,
  getPlaceScope,
  loadPlaces,
  type PlaceRow,
  placeExists,
  placeName,
} from './place-scope.ts';
export {
  getPublicPlace,
  listPublicPlaceEntries,
  type PublicPlaceEntry,
  publicPlaceSliceStarts,
} from './public-place-entries.ts';
export {
  applyReviewStats,
  getPlaceStats,
  loadRatedAspectStats,
  type PlaceHistoryLoader,
} from './review-stats.ts';
export { SearchIndexHolder } from './search-index.ts';
export { describeStreetData, getStreetDataSummary } from './street-data.ts';
export { keyTypedAddress, type TypedAddressKey } from './typed-address.ts';
