import { endpoint } from '../../../shared/lib/api-client';

/** A page of an author's published comments. */
export const getAuthorComments = endpoint('GET /authors/:id/comments');
