import { endpoint } from '../../../shared/lib/api-client';

/** Names a street of the imported addresses. */
export const nameStreet = endpoint('POST /moderation/places/:placeId/street-names');
