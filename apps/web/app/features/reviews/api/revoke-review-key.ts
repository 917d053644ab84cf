import { endpoint } from '../../../shared/lib/api-client';

/** Revokes a review's private link and code. */
export const revokeReviewKey = endpoint('DELETE /reviews/:id/key');
