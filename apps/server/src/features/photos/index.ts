/** What other parts of the server may use from photos/ (docs/code-structure.md); everything else stays inside. */

export { attachPhotos, type PhotoHolder, photoFilesOf, photoIdsOf, replacePhotos } from './attach-photos.ts';
export { type PhotoHolders, type PhotoReview, providePhotoHolders } from './photo-holders.ts';
export { countPublishedPhotos, setPhotoStatus } from './photo-status.ts';
export { findPhoto, photosOfItem } from './photos-for-moderation.ts';
export { publishedCommentPhotos } from './published-photos.ts';
export type { StoredPhotoFiles } from './upload-photo.ts';
export { photoFileColumns, storePhotoFiles, uploadPhoto } from './upload-photo.ts';
