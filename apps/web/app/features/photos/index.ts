/** What other features show of photos: a gallery of thumbnails that opens the viewer (photos/uploader.ts is the upload field, an entry of its own so that a gallery brings no uploader). */
export * from './components/photo-gallery';
