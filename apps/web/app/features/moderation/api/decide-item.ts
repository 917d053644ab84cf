import { endpoint } from '../../../shared/lib/api-client';

/** A moderator's decision on a queued item. */
export const decideItem = endpoint('POST /moderation/items/:targetType/:targetId/decision');
