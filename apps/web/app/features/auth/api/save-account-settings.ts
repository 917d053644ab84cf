import { endpoint } from '../../../shared/lib/api-client';

/** Saves the account's settings. */
export const saveAccountSettings = endpoint('PUT /users/:id/settings');
