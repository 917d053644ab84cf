import { endpoint } from '../../../shared/lib/api-client';

/** Revokes this session's token on the server. */
export const requestSignOut = endpoint('POST /auth/sign-out');
