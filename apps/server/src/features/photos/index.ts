export { setPhotoStatus } from './photo-status.ts';
