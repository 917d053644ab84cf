import { endpoint } from '../../../shared/lib/api-client';

/** An anonymous account for writing without one (spec section 7). */
export const createAnonymousAccount = endpoint('POST /auth/anonymous/sign-in');
