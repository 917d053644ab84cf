import { endpoint } from '../../../shared/lib/api-client';

/** Confirms a watch from its mailed link. */
export const confirmWatch = endpoint('POST /watches/confirm');
