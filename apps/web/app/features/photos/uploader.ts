/** The photo upload field of a form (review, comment): an entry of its own, loaded with the forms only. */
export * from './components/photo-uploader';
