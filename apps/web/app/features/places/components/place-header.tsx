/**
 * <PlaceHeader>: the place's name in the page language and its position in the hierarchy
 * (breadcrumbs city › district › building), above a place's reviews, with its overall score (the
 * server's one number, the same as the stats panel's).
 *
 * Props: `place` (PlaceDetails from POST /places/details, already in the page language).
 */
import type { PlaceDetails } from '@app/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/lib/i18n';
import { RatingBadge } from '../../../shared/ui/stars';

export function PlaceHeader({ place }: { place: PlaceDetails }) {
  const { locale, t } = useI18n();
  return (
    <header data-section="place" className="space-y-2">
      {place.breadcrumbs.length > 0 && (
        <nav aria-label={t('places.breadcrumbs')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
            {place.breadcrumbs.map((crumb) => (
              <li key={crumb.id} className="flex items-center gap-1">
                <Link
                  to={`/${locale}/reviews?placeId=${crumb.id}`}
                  className="underline-offset-2 hover:text-primary-800 hover:underline dark:hover:text-primary-300"
                >
                  {crumb.name}
                </Link>
                <span aria-hidden="true">›</span>
              </li>
            ))}
            <li aria-current="page" className="font-medium text-stone-800 dark:text-stone-200">
              {place.name}
            </li>
          </ol>
        </nav>
      )}
      <h1 className="text-3xl font-bold tracking-tight">{place.name}</h1>
      <p className="text-stone-600 dark:text-stone-400">
        <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
          {t(`places.kind.${place.kind}`)}
        </span>
        {place.context && <span className="ml-2">{place.context}</span>}
        {place.reviewCount > 0 && (
          <span className="ml-2">· {t('places.search.reviewCount', { count: place.reviewCount })}</span>
        )}
        {place.overallScore !== null && (
          <span className="ml-2">
            · {t('reviews.overall')} <RatingBadge value={place.overallScore} testId="header-overall-score" />
          </span>
        )}
      </p>
    </header>
  );
}
