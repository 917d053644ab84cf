import type { PlaceStats } from '@app/contracts';
import { formatMoney, formatRating } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { Stars } from '../../../shared/ui/stars';

/*
 * On a phone the six columns do not fit 390 px (the utilities were cut off with no hint): below
 * `sm` every year becomes a stacked block, its values labelled from the column headers (hidden
 * visually there, still read out: the table keeps its semantics as blocks in Chromium and Firefox).
 */
const cell = 'sm:py-2 sm:pr-4';
// Labels of different lengths wrap to one or two lines: the values still line up at the bottom.
const labelled =
  'max-sm:flex max-sm:flex-col max-sm:justify-between max-sm:before:block max-sm:before:hyphens-auto max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-stone-400';

/** A place's history over time (issue 5): ratings and what renting cost, year by year. */
export function PlaceHistory({ stats }: { stats: PlaceStats }) {
  const { t, tag } = useI18n();
  if (stats.history.length < 2) return null;
  const money = (value: number | null | undefined) =>
    value != null && stats.currency ? formatMoney(value, stats.currency, tag) : '—';
  // Summer bills beside the winter ones, where any year has them.
  const hasSummer = stats.history.some((point) => point.averageSummerUtilities != null);
  const columns = [
    t('reviews.historyYear'),
    t('reviews.historyRating'),
    t('reviews.historyReviews'),
    ...(stats.currency ? [t('reviews.historyRent'), t('reviews.historyWinter')] : []),
    ...(stats.currency && hasSummer ? [t('reviews.historySummer')] : []),
  ];
  return (
    <section
      aria-labelledby="place-history-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="place-history-title" className="text-lg font-semibold">
        {t('reviews.history')}
      </h2>
      {stats.currency && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {/* Issue 30: why a year may show no rent. */}
          {`${t('reviews.historyHint', { currency: stats.currency })} ${t('reviews.historyFewCosts')}`}
        </p>
      )}
      <table className="mt-3 w-full text-left text-sm max-sm:block">
        <thead className="text-stone-600 max-sm:sr-only dark:text-stone-400">
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 max-sm:block dark:divide-stone-800">
          {stats.history.map((point) => (
            <tr
              key={point.year}
              data-history-year={point.year}
              className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:gap-y-2 max-sm:py-3"
            >
              <th
                scope="row"
                className={`${cell} font-semibold tabular-nums max-sm:col-span-3 sm:font-medium`}
              >
                {point.year}
              </th>
              <td data-label={columns[1]} className={`${cell} ${labelled} max-sm:col-span-2`}>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">{formatRating(point.averageRating, tag)}</span>
                  <Stars value={point.averageRating} />
                </span>
              </td>
              <td data-label={columns[2]} className={`${cell} ${labelled} tabular-nums`}>
                {point.reviewCount}
              </td>
              {stats.currency && (
                <>
                  <td data-label={columns[3]} className={`${cell} ${labelled} tabular-nums`}>
                    {money(point.averageRent)}
                  </td>
                  <td data-label={columns[4]} className={`${cell} ${labelled} tabular-nums`}>
                    {money(point.averageWinterUtilities)}
                  </td>
                  {hasSummer && (
                    <td data-label={columns[5]} className={`${labelled} tabular-nums sm:py-2`}>
                      {money(point.averageSummerUtilities)}
                    </td>
                  )}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
