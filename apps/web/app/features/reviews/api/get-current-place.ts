import { endpoint } from '../../../shared/lib/api-client';

/** The place around a position (the home page's nearby reviews). */
export const getCurrentPlace = endpoint('GET /places/current');
