import { endpoint } from '../../../shared/lib/api-client';

/** Edits the author's review (or its status). */
export const updateReview = endpoint('PATCH /reviews/:id');
