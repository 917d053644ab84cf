import { endpoint } from '../../../shared/lib/api-client';

/** Stops a watch from its mailed link. */
export const unsubscribeWatch = endpoint('POST /watches/unsubscribe');
