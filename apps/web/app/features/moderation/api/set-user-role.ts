import { endpoint } from '../../../shared/lib/api-client';

/** Sets an account's role. */
export const setUserRole = endpoint('PUT /moderation/users/:id/role');
