import { type ReactNode, Suspense, useEffect } from 'react';
import { markSectionHydrated } from '../lib/page-hydration';

/**
 * The sections every page is hydrated in (issue 35). The server's HTML of each is a Suspense boundary
 * of its own (`<!--$-->` right before the section's element, which carries `data-section="<name>"`);
 * React hydrates the page's shell first and each boundary afterwards, in time slices, instead of the
 * whole page in a few long tasks. `apps/server/test/page-sections.test.ts` renders every page and fails when a
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

function SectionHydrated() {
  useEffect(markSectionHydrated, []);
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
