import { endpoint } from '../../../shared/lib/api-client';

/** The account's own reviews. */
export const getMyReviews = endpoint('GET /reviews/my');
