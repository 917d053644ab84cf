import { endpoint } from '../../../shared/lib/api-client';

/** Mails a password reset link. */
export const requestPasswordReset = endpoint('POST /auth/email/password-reset/request');
