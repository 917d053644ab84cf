import { endpoint } from '../../../shared/lib/api-client';

/** A page of a place's reviews. */
export const getPlaceReviews = endpoint('GET /reviews');
