/**
 * "Notify me of new reviews" on a place's and a typed address's page (issue 36). Only this shell
 * is in the pages' first-load JavaScript: the controls load in the browser after the page, since
 * whether one watches is personal and never in the server's HTML.
 */
import { useI18n } from '../../../shared/lib/i18n';
import { afterMount } from './after-mount';
import type { WatchPanelProps } from './watch-panel';

const WatchControls = afterMount<WatchPanelProps>(() => import('./watch-panel'));

/**
 * The box is in the server's HTML with its title and text, and keeps room for the controls (the
 * e-mail form is the tallest), so nothing below it moves when they arrive.
 */
export function WatchSection(props: WatchPanelProps) {
  const { t } = useI18n();
  return (
    <section
      data-section="watch"
      aria-labelledby="watch-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="watch-title" className="font-semibold">
        {t('watch.title')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('watch.text')}</p>
      <div className="min-h-[8.5rem]">
        <WatchControls {...props} />
      </div>
    </section>
  );
}
