import { endpoint } from '../../../shared/lib/api-client';

/** Completes a sign-up started elsewhere (the mailed link). */
export const completeSignUp = endpoint('POST /auth/sign-up/complete');
