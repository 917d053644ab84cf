import { endpoint } from '../../../shared/lib/api-client';

/** Shows staff who wrote a nameless item (logged). */
export const revealAuthor = endpoint('POST /moderation/items/:targetType/:targetId/reveal-author');
