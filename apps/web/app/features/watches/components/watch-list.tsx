import type { Locale, Watch } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { FormAlert, linkClass, secondaryButtonClass } from '../../../shared/ui/form';
import { useAuth } from '../../auth';
import { deleteWatch } from '../api/delete-watch';
import { getWatches } from '../api/get-watches';

/** The reader's own watches in settings, each with "stop notifying me" (issue 36). */
export default function WatchList() {
  const { locale, t } = useI18n();
  const { user } = useAuth();
  const [watches, setWatches] = useState<Watch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    getWatches({ query: { lang: locale as Locale } })
      .then((answer) => setWatches(answer.items))
      .catch(() => setFailed(true));
  }, [locale]);
  useEffect(load, [load]);

  if (!user || user.anonymous) return null;
  const stop = async (id: string) => {
    setBusy(true);
    try {
      await deleteWatch({ params: { id } });
      setWatches((current) => current?.filter((watch) => watch.id !== id) ?? null);
    } catch {
      toast.error(t('errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="watches-title"
      className="mt-8 space-y-4 border-t border-stone-200 pt-6 dark:border-stone-800"
    >
      <h2 id="watches-title" className="text-lg font-semibold">
        {t('watch.settings.title')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('watch.settings.text')}</p>
      {failed ? (
        <FormAlert>{t('errors.somethingWentWrong')}</FormAlert>
      ) : !watches ? (
        <p role="status">{t('common.loading')}</p>
      ) : watches.length === 0 ? (
        <p className="text-sm">{t('watch.settings.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 dark:divide-stone-800"
          aria-label={t('watch.settings.title')}
        >
          {watches.map((watch) => (
            <li key={watch.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              {watch.place ? (
                <Link to={`/${locale}/reviews?placeId=${watch.place.id}`} className={linkClass}>
                  {watch.place.name}
                </Link>
              ) : (
                <span>
                  {t('watch.settings.noReviewsYet', {
                    address: watch.address?.text ?? '',
                    city: watch.address?.cityName ?? '',
                  })}
                </span>
              )}
              <button
                type="button"
                disabled={busy}
                className={secondaryButtonClass}
                onClick={() => void stop(watch.id)}
              >
                {t('watch.stop')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
