import { endpoint } from '../../../shared/lib/api-client';

/** Removes the account's picture. */
export const removeAvatar = endpoint('DELETE /users/:id/avatar');
