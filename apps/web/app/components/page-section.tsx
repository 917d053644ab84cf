import { type ReactNode, Suspense, useEffect } from 'react';

/**
 * The sections every page is hydrated in (issue 35). The server's HTML of each is a Suspense boundary
 * of its own (`<!--$-->` right before the section's element, which carries `data-section="<name>"`);
 * React hydrates the page's shell first and each boundary afterwards, in time slices, instead of the
 * whole page in a few long tasks. `ssr-sections.test.tsx` renders every page and fails when a
 * section named here is not such a boundary.
 */
export const SECTION_NAMES = [
  'header',
  'footer',
  'search',
  'latest',
  'nearby',
  'how',
  'map',
  'place',
  'summary',
  'reviews',
  'watch',
  'review',
  'scores',
  'actions',
  'comments',
  'form',
  'picker',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** Sections hydrated so far, and how many the server rendered (known once the shell has hydrated). */
const progress = { hydrated: 0, expected: null as number | null };

function markIfAllHydrated() {
  if (progress.expected !== null && progress.hydrated >= progress.expected) {
    document.documentElement.dataset.hydrated = '';
  }
}

/**
 * From here on the page answers taps: `<html data-hydrated>` (end-to-end tests wait for it) is set
 * once the shell and every section the server rendered have hydrated. Called by the root's effect,
 * which runs when the shell has.
 */
export function markShellHydrated() {
  // The sections the server rendered as boundaries: the element right after a `<!--$-->` marker.
  progress.expected = [...document.querySelectorAll('[data-section]')].filter((element) => {
    const before = element.previousSibling;
    return before?.nodeType === Node.COMMENT_NODE && (before as Comment).data.startsWith('$');
  }).length;
  markIfAllHydrated();
}

function SectionHydrated() {
  useEffect(() => {
    progress.hydrated += 1;
    markIfAllHydrated();
  }, []);
  return null;
}

/**
 * A section of a page, hydrated on its own. Its child's root element carries
 * `data-section={name}` (the name is for the reader and for the server-render test).
 */
export function PageSection({ children }: { name: SectionName; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SectionHydrated />
      {children}
    </Suspense>
  );
}
