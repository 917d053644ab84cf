import { endpoint } from '../../../shared/lib/api-client';

/** Edits the author's comment. */
export const updateComment = endpoint('PATCH /comments/:id');
