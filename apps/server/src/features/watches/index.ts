/** What other parts of the server may use from watches/ (docs/code-structure.md); everything else stays inside. */
export { noteReviewPublished, type PublishedReview } from './note-review-published.ts';
export { provideWatchReaders, type WatchReaders } from './watch-readers.ts';
