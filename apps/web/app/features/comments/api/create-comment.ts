import { endpoint } from '../../../shared/lib/api-client';

/** Writes a comment under a review. */
export const createComment = endpoint('POST /comments');
