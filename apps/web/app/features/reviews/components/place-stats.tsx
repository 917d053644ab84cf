import {
  ASPECT_SCALES,
  type AspectName,
  PLACE_TYPES,
  type PlaceStats,
  type PlaceType,
  scoreBand,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { formatRating } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { RatingBadge, Stars, scoreTone } from '../../../shared/ui/stars';
import { Tabs } from '../../../shared/ui/tabs';

const percent = (value: number) => `${Math.max(0, Math.min(100, (value / 5) * 100))}%`;

/**
 * A place's scores as a picture: one bar per aspect, with a tick at the district's (or city's)
 * average so a reader sees at a glance whether it is better or worse than its surroundings, and the
 * distribution of overall ratings.
 */
export function PlaceStatsPanel({ stats, placeKind }: { stats: PlaceStats; placeKind: PlaceType }) {
  const { t, tag } = useI18n();
  if (!stats.overall) return null;
  const total = stats.overall.distribution.reduce((sum, n) => sum + n, 0) || 1;
  // Aspects are grouped by the place type they rate; a city page opens on the city's own aspects.
  const types = PLACE_TYPES.filter((type) => stats.aspects.some((a) => a.aspect.startsWith(`${type}.`)));
  const initialType = types.includes(placeKind) ? placeKind : (types[0] ?? placeKind);
  return (
    <section
      aria-labelledby="place-stats-title"
      className="grid grid-cols-1 gap-6 rounded-2xl border border-stone-200 bg-white p-6 md:grid-cols-[16rem_1fr] dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="space-y-3">
        <h2 id="place-stats-title" className="text-lg font-semibold">
          {t('reviews.overall')}
        </h2>
        <div className="flex items-center gap-3">
          <span
            className={`text-4xl font-bold tabular-nums ${scoreTone(stats.overall.average).text}`}
            data-testid="stats-overall-score"
          >
            {formatRating(stats.overall.average, tag)}
          </span>
          <div>
            <Stars value={stats.overall.average} />
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {t('reviews.count', { count: stats.reviewCount })}
            </p>
          </div>
        </div>
        <p className="text-xs text-stone-600 dark:text-stone-400">{t('reviews.scoreRule')}</p>
        <figure>
          <figcaption className="sr-only">{t('reviews.distribution')}</figcaption>
          <ul className="space-y-1 text-sm">
            {[5, 4, 3, 2, 1].map((star) => {
              const count = stats.overall!.distribution[star - 1] ?? 0;
              return (
                <li key={star} className="flex items-center gap-2">
                  <span className="w-20 shrink-0 text-stone-600 dark:text-stone-400">
                    {t('reviews.stars', { count: star })}
                  </span>
                  <span
                    className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
                    aria-hidden="true"
                  >
                    <span
                      className={`block h-full rounded-full ${scoreTone(star).bar}`}
                      style={{ width: `${(count / total) * 100}%` }}
                    />
                  </span>
                  <span className="w-8 text-right tabular-nums">{count}</span>
                </li>
              );
            })}
          </ul>
        </figure>
      </div>
      <div>
        <h2 className="text-lg font-semibold">{t('reviews.scores')}</h2>
        {stats.comparedWith && (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('reviews.comparedWith', { place: stats.comparedWith.name })}
            <span
              aria-hidden="true"
              className="ml-2 inline-block h-3 w-0.5 translate-y-0.5 bg-secondary-700 dark:bg-secondary-300"
            />
          </p>
        )}
        <Tabs.Root defaultValue={initialType} className="mt-3">
          {types.length > 1 && (
            <Tabs.List aria-label={t('reviews.filter.type')} className="mb-3 flex flex-wrap gap-1">
              {types.map((type) => (
                <Tabs.Trigger
                  key={type}
                  value={type}
                  className="rounded-lg px-3 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 data-[state=active]:bg-primary-100 data-[state=active]:text-primary-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:data-[state=active]:bg-primary-900 dark:data-[state=active]:text-primary-100"
                >
                  {t(`placeType.${type}` as MessageKey)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          )}
          {types.map((type) => (
            <Tabs.Content key={type} value={type}>
              <ul className="space-y-3">
                {stats.aspects
                  .filter((aspect) => aspect.aspect.startsWith(`${type}.`))
                  .map((aspect) => {
                    const label = t(`aspect.${aspect.aspect}` as MessageKey);
                    const name = aspect.aspect.split('.')[1] as AspectName;
                    return (
                      <li key={aspect.aspect}>
                        <div className="flex items-baseline justify-between gap-2 text-sm">
                          <span>
                            {label}
                            {/* Named after a nuisance (traffic, stray animals): say that 5 means none. */}
                            {ASPECT_SCALES[name] === 'none' && (
                              <span className="block text-xs text-stone-600 dark:text-stone-400">
                                {t(`aspectHint.${name}` as MessageKey)}
                              </span>
                            )}
                          </span>
                          <span className="flex items-center gap-2">
                            <RatingBadge value={aspect.average} />
                            <span className="text-xs text-stone-500 dark:text-stone-400">
                              {t('reviews.ratingsCount', { count: aspect.count })}
                            </span>
                          </span>
                        </div>
                        <div
                          className="relative mt-1 h-2 rounded-full bg-stone-200 dark:bg-stone-700"
                          role="img"
                          aria-label={
                            aspect.parentAverage !== null && stats.comparedWith
                              ? `${t('reviews.rating', { rating: formatRating(aspect.average, tag) })}; ${t('reviews.parentAverage', { place: stats.comparedWith.name, rating: formatRating(aspect.parentAverage, tag) })}`
                              : t('reviews.rating', { rating: formatRating(aspect.average, tag) })
                          }
                        >
                          <span
                            className={`absolute inset-y-0 left-0 rounded-full ${scoreTone(aspect.average).bar}`}
                            data-band={scoreBand(aspect.average)}
                            style={{ width: percent(aspect.average) }}
                          />
                          {aspect.parentAverage !== null && (
                            <span
                              className="absolute -inset-y-1 w-0.5 bg-secondary-700 dark:bg-secondary-300"
                              style={{ left: percent(aspect.parentAverage) }}
                            />
                          )}
                        </div>
                      </li>
                    );
                  })}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
