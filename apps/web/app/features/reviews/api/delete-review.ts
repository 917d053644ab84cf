import { endpoint } from '../../../shared/lib/api-client';

/** Deletes the author's review. */
export const deleteReview = endpoint('DELETE /reviews/:id');
