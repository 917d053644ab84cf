import { endpoint } from '../../../shared/lib/api-client';

/** A reader's report of a review, comment, photo or place. */
export const reportContent = endpoint('POST /reports');
