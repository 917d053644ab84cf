import { endpoint } from '../../../shared/lib/api-client';

/** Stops one of the account's watches. */
export const deleteWatch = endpoint('DELETE /watches/:id');
