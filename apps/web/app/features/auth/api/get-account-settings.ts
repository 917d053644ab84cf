import { endpoint } from '../../../shared/lib/api-client';

/** The account's settings. */
export const getAccountSettings = endpoint('GET /users/:id/settings');
