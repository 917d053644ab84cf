import { endpoint } from '../../../shared/lib/api-client';

/** Signs in with e-mail and password. */
export const signInWithPassword = endpoint('POST /auth/sign-in');
