/**
 * The deferred sections of a review's page (routes/reviews.$id.tsx) behind one dynamic import, so
 * that their code (and the vote buttons both use) comes in one chunk instead of one per section
 * (issue 35). The map, shared with a place's page, still comes in a chunk of its own.
 */
export { CommentThread } from '../../features/comments/components/comment-thread';
export { PlaceMapPanel } from '../../features/places/components/place-map-panel';
export { ReviewActionsBar } from '../../features/reviews/components/review-actions';
