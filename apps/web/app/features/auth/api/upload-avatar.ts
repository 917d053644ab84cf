import { endpoint } from '../../../shared/lib/api-client';

/** Replaces the account's picture. */
export const uploadAvatar = endpoint('PUT /users/:id/avatar');
