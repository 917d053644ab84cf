import { endpoint } from '../../../shared/lib/api-client';

/** Bans or unbans an account. */
export const setUserBan = endpoint('PUT /moderation/users/:id/ban');
