import { endpoint } from '../../../shared/lib/api-client';

/** Signs one of the account's sessions out. */
export const endSession = endpoint('DELETE /auth/sessions/:id');
