import { endpoint } from '../../../shared/lib/api-client';

/** Reviews near a position. */
export const getNearbyReviews = endpoint('GET /reviews/nearby');
