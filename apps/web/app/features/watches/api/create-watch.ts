import { endpoint } from '../../../shared/lib/api-client';

/** Starts watching a place or a typed address. */
export const createWatch = endpoint('POST /watches');
