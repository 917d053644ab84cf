import { endpoint } from '../../../shared/lib/api-client';

/** A private link and code to manage a review without an account. */
export const createReviewKey = endpoint('POST /reviews/:id/key');
