import { endpoint } from '../../../shared/lib/api-client';

/** Sets a new password with the mailed reset token. */
export const resetPassword = endpoint('POST /auth/email/password-reset');
