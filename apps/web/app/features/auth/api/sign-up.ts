import { endpoint } from '../../../shared/lib/api-client';

/** Starts a sign-up. */
export const signUp = endpoint('POST /auth/sign-up');
