/**
 * The watch parts of a page (issue 36): "notify me of new reviews" on a place's and a typed
 * address's page, and the reader's own list in settings. Only these shells are in the pages'
 * first-load JavaScript: the parts load in the browser after the page, since whether one watches
 * is personal and never in the server's HTML.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { WatchPanelProps } from './watch-panel';

function afterMount<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return function AfterMount(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const WatchSection = afterMount<WatchPanelProps>(() => import('./watch-panel'));
export const WatchListSection = afterMount<Record<string, never>>(() => import('./watch-list'));
