import { endpoint } from '../../../shared/lib/api-client';

/** A page of the newest published reviews. */
export const getLatestReviews = endpoint('GET /reviews/latest');
