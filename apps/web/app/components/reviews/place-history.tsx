import type { PlaceStats } from '@app/contracts';
import { formatMoney, formatRating } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { Stars } from './stars';

/** A place's history over time (issue 5): ratings and what renting cost, year by year. */
export function PlaceHistory({ stats }: { stats: PlaceStats }) {
  const { t, tag } = useI18n();
  if (stats.history.length < 2) return null;
  const money = (value: number | null | undefined) =>
    value != null && stats.currency ? formatMoney(value, stats.currency, tag) : '—';
  // Summer bills beside the winter ones, where any year has them.
  const hasSummer = stats.history.some((point) => point.averageSummerUtilities != null);
  return (
    <section
      aria-labelledby="place-history-title"
      className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="place-history-title" className="text-lg font-semibold">
        {t('reviews.history')}
      </h2>
      {stats.currency && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {t('reviews.historyHint', { currency: stats.currency })}
        </p>
      )}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600 dark:text-stone-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('reviews.historyYear')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('reviews.historyRating')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('reviews.historyReviews')}
              </th>
              {stats.currency && (
                <>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('reviews.historyRent')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('reviews.historyWinter')}
                  </th>
                  {hasSummer && (
                    <th scope="col" className="py-2 font-medium">
                      {t('reviews.historySummer')}
                    </th>
                  )}
                </>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {stats.history.map((point) => (
              <tr key={point.year}>
                <th scope="row" className="py-2 pr-4 font-medium tabular-nums">
                  {point.year}
                </th>
                <td className="py-2 pr-4">
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{formatRating(point.averageRating, tag)}</span>
                    <Stars value={point.averageRating} />
                  </span>
                </td>
                <td className="py-2 pr-4 tabular-nums">{point.reviewCount}</td>
                {stats.currency && (
                  <>
                    <td className="py-2 pr-4 tabular-nums">{money(point.averageRent)}</td>
                    <td className="py-2 pr-4 tabular-nums">{money(point.averageWinterUtilities)}</td>
                    {hasSummer && (
                      <td className="py-2 tabular-nums">{money(point.averageSummerUtilities)}</td>
                    )}
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
