import { endpoint } from '../../../shared/lib/api-client';

/** Changes the account's name (or language). */
export const updateAccount = endpoint('PATCH /users/:id');
