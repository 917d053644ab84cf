import { endpoint } from '../../../shared/lib/api-client';

/** Whether a pending sign-up has been confirmed. */
export const getSignUpStatus = endpoint('POST /auth/sign-up/status');
