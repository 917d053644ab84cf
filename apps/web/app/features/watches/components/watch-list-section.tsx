import { afterMount } from './after-mount';

/** The reader's own watches in settings (issue 36), loaded after the page like the rest of it. */
export const WatchListSection = afterMount<Record<string, never>>(() => import('./watch-list'));
