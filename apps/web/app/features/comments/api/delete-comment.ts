import { endpoint } from '../../../shared/lib/api-client';

/** Deletes the author's comment. */
export const deleteComment = endpoint('DELETE /comments/:id');
