/**
 * <AiSummaryPanel>: the AI summary of a place (spec sections 2, 4, 7, 8). States: idle (a button),
 * loading (the scout says it takes a few seconds, with progress), result (expandable, each
 * claim linked to the reviews it rests on) and error (the spec's text, with retry); close returns
 * to idle. After a result, a yes/no helpfulness vote leads to a thank-you.
 *
 * Short first (issue 15): the first view fits a phone screen (serious and other problems, the
 * overall rating against the district, the three strongest points each way, each with the
 * reviews it rests on); "Show all" reveals every section with its quotes. Switching the page
 * language while the summary is open asks for it again in the new language.
 *
 * Props: `placeId`, the place whose reviews are summarised.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../../shared/lib/i18n';

/**
 * Only this shell (the heading, the introduction and the button) is in the place page's first-load
 * JavaScript (issue 18); the open panel is a chunk of its own, fetched when the panel is about to
 * scroll into view, when the reader points at or focuses the button, and at the latest when they
 * press it.
 */
const loadBody = () => import('./ai-summary-result');
const AiSummaryBody = lazy(loadBody);
/** Ahead of need; a failure here is retried, and reported, when the panel opens. */
const preloadBody = () => void loadBody().catch(() => {});

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50';
const styles = {
  primary: `${button} bg-primary-700 text-white hover:bg-primary-800`,
  secondary: `${button} border border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800`,
};

export function AiSummaryPanel({ placeId }: { placeId: string }) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const headingId = useId();
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preloadBody();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Another place on the same page component: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the place changes
  useEffect(() => setOpen(false), [placeId]);

  return (
    <section
      data-section="summary"
      ref={box}
      aria-labelledby={headingId}
      className="rounded-2xl border border-secondary-200 bg-secondary-50/60 p-5 dark:border-secondary-900 dark:bg-secondary-950/40"
      data-testid="ai-summary"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-center gap-2">
          <svg
            viewBox="0 0 20 20"
            className="size-5 text-secondary-700 dark:text-secondary-300"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M10 1l1.8 4.7L16.5 7l-4.7 1.8L10 13.5 8.2 8.8 3.5 7l4.7-1.3zM15.5 12l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9zM4.5 13l.7 1.6 1.6.7-1.6.7-.7 1.6-.7-1.6-1.6-.7 1.6-.7z"
            />
          </svg>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('aiSummary.title')}
          </h2>
        </div>
        {isOpen && (
          <button type="button" onClick={() => setOpen(false)} className={`${styles.secondary} px-2 py-1`}>
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
            <span className="sr-only">{t('aiSummary.close')}</span>
          </button>
        )}
      </div>

      {isOpen ? (
        <Suspense fallback={null}>
          <AiSummaryBody placeId={placeId} styles={styles} />
        </Suspense>
      ) : (
        <div className="mt-3 space-y-4">
          <p className="text-stone-700 dark:text-stone-300">{t('aiSummary.intro')}</p>
          <button
            type="button"
            onClick={() => setOpen(true)}
            onPointerEnter={preloadBody}
            onFocus={preloadBody}
            className={styles.primary}
          >
            {t('aiSummary.open')}
          </button>
        </div>
      )}
    </section>
  );
}
