import { endpoint } from '../../../shared/lib/api-client';

/** Mails the verification link again. */
export const resendVerification = endpoint('POST /auth/email/verify/resend');
