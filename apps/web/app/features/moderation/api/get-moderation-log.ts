import { endpoint } from '../../../shared/lib/api-client';

/** A page of the moderation log. */
export const getModerationLog = endpoint('GET /moderation/log');
