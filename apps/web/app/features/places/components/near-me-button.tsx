import { useI18n } from '../../../shared/lib/i18n';
import { askNearMe, useNearMe } from '../utils/visitor-position';

/** "Near me": the only place the browser is asked for the visitor's location (never on landing). */
export function NearMeButton() {
  const { t } = useI18n();
  const nearMe = useNearMe();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void askNearMe()}
        disabled={nearMe.status === 'locating'}
        aria-pressed={nearMe.status === 'found'}
        className="inline-flex items-center gap-2 rounded-xl border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:hover:bg-stone-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          <circle cx="12" cy="12" r="6" />
        </svg>
        {t('places.nearMe.button')}
      </button>
      <span aria-live="polite" className="text-sm text-stone-600 dark:text-stone-400">
        {nearMe.status === 'locating' ? t('places.nearMe.locating') : null}
        {nearMe.status === 'denied' ? t('places.nearMe.denied') : null}
      </span>
    </div>
  );
}
