import { endpoint } from '../../../shared/lib/api-client';

/** A grant for a review from its code. */
export const exchangeReviewKey = endpoint('POST /review-keys/exchange');
