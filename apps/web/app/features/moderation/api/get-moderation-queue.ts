import { endpoint } from '../../../shared/lib/api-client';

/** A page of the moderation queue. */
export const getModerationQueue = endpoint('GET /moderation/queue');
