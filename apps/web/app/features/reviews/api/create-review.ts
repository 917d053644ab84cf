import { endpoint } from '../../../shared/lib/api-client';

/** Publishes (or queues) a review. */
export const createReview = endpoint('POST /reviews');
