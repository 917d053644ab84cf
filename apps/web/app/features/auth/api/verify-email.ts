import { endpoint } from '../../../shared/lib/api-client';

/** Confirms an e-mail address with the mailed token. */
export const verifyEmail = endpoint('POST /auth/email/verify');
