import { endpoint } from '../../../shared/lib/api-client';

/** A page of an author's published reviews. */
export const getAuthorReviews = endpoint('GET /authors/:id/reviews');
