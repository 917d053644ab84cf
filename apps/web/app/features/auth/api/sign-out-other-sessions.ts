import { endpoint } from '../../../shared/lib/api-client';

/** Signs every other session of the account out. */
export const signOutOtherSessions = endpoint('POST /auth/sessions/sign-out-others');
