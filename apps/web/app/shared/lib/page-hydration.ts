/**
 * When the page has hydrated: the shell first (the root's effect), then each of the page's sections
 * (shared/ui/page-section.tsx), each a Suspense boundary React hydrates on its own (issue 35).
 */

/** Sections hydrated so far, and how many the server rendered (known once the shell has hydrated). */
const progress = { hydrated: 0, expected: null as number | null };
let pageHydrated: () => void = () => {};
const whenHydrated = new Promise<void>((resolve) => {
  pageHydrated = resolve;
});

function markIfAllHydrated() {
  if (progress.expected !== null && progress.hydrated >= progress.expected) {
    document.documentElement.dataset.hydrated = '';
    pageHydrated();
  }
}

/**
 * Resolves once the first page has hydrated (at once afterwards). An update of the shell's state
 * that reaches a section still dehydrated makes React hydrate that section first, urgently and in
 * one piece, or drop its server HTML and render it again (measured: the review page's refetched
 * review, TBT ×3–5). State the shell learns while the sections hydrate (the session, a refetch) waits
 * for this.
 */
export function afterPageHydrated(): Promise<void> {
  return whenHydrated;
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

/** A section's effect: it has hydrated. */
export function markSectionHydrated() {
  progress.hydrated += 1;
  markIfAllHydrated();
}
