import { endpoint } from '../../../shared/lib/api-client';

/** One queued item with its case, flags and log. */
export const getModerationItem = endpoint('GET /moderation/items/:targetType/:targetId');
