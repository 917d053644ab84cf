import { endpoint } from '../../../shared/lib/api-client';

/** A page of a review's comments. */
export const getComments = endpoint('GET /comments');
