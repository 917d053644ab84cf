import { endpoint } from '../../../shared/lib/api-client';

/** The account's watches. */
export const getWatches = endpoint('GET /watches');
