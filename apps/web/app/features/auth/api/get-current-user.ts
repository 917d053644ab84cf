import { endpoint } from '../../../shared/lib/api-client';

/** The account the stored token belongs to. */
export const getCurrentUser = endpoint('GET /auth/current');
