import { endpoint } from '../../../shared/lib/api-client';

/** The account's sessions (devices signed in). */
export const getSessions = endpoint('GET /auth/sessions');
