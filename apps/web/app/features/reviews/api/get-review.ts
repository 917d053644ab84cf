import { endpoint } from '../../../shared/lib/api-client';

/** One review. */
export const getReview = endpoint('GET /reviews/:id');
