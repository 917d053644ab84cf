import { endpoint } from '../../../shared/lib/api-client';

/** Whether the account watches a place or address. */
export const getWatchStatus = endpoint('GET /watches/status');
