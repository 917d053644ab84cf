import { endpoint } from '../../../shared/lib/api-client';

/** Uploads a photo for a form (attached when the form is sent). */
export const uploadPhoto = endpoint('POST /photos/upload');
