import { endpoint } from '../../../shared/lib/api-client';

/** A page of accounts for staff. */
export const getModerationUsers = endpoint('GET /moderation/users');
