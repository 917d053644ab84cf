import { endpoint } from '../../../shared/lib/api-client';

/** A place's details for a review's actions. */
export const getPlaceDetails = endpoint('POST /places/details');
