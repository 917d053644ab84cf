import { endpoint } from '../../../shared/lib/api-client';

/** Adds photos to a published review. */
export const attachReviewPhotos = endpoint('POST /reviews/:id/photos');
