import { FALLBACK_ORIGIN, type Locale, type ReviewWithDistance } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { NearMeButton, type Position, useNearMe } from '../../places';
import { getCurrentPlace } from '../api/get-current-place';
import { getNearbyReviews } from '../api/get-nearby-reviews';
import { type CardReview, ReviewCard } from './review-card';

/** A home list's heading with its "See all reviews" link to the paged list of every review. */
function SectionHeading({ id, title }: { id: string; title: string }) {
  const { locale, t } = useI18n();
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <Link
        to={`/${locale}/reviews/latest`}
        aria-describedby={id}
        className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-800 dark:text-primary-400"
      >
        {t('allReviews.seeAll')}
      </Link>
    </div>
  );
}

/** The newest reviews everywhere (server-rendered with the page). */
export function LatestReviews({ items, failed }: { items: CardReview[]; failed: boolean }) {
  const { t } = useI18n();
  return (
    <section data-section="latest" aria-labelledby="latest-title" className="space-y-4">
      <SectionHeading id="latest-title" title={t('home.recentTitle')} />
      {failed ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('reviews.latestFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{t('reviews.noLatest')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where the visitor is: the position shared after "Near me", else the city guessed from the IP. */
async function findOrigin(locale: Locale, shared: Position | null): Promise<Position | null> {
  if (shared) return shared;
  try {
    const current = await getCurrentPlace({ query: { lang: locale } });
    return current.city ? current.city.location : null;
  } catch {
    return null;
  }
}

/** Reviews around the visitor with distances in m and km (spec section 2); loads in the browser. */
export function NearbyReviews() {
  const { locale, t } = useI18n();
  const shared = useNearMe().position;
  const [state, setState] = useState<{
    status: 'loading' | 'done' | 'failed';
    items: ReviewWithDistance[];
    /** True when the visitor's position is unknown and the list is around the fallback centre. */
    fallback?: boolean;
    /** True when the list is around the position the browser shared after "Near me". */
    aroundVisitor?: boolean;
  }>({ status: 'loading', items: [] });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const found = await findOrigin(locale, shared);
      const origin = found ?? FALLBACK_ORIGIN;
      const page = await getNearbyReviews({
        query: { ...origin, radius: 25000, limit: 6, lang: locale },
      });
      return { status: 'done' as const, items: page.items, fallback: !found, aroundVisitor: !!shared };
    })()
      .then((next) => !cancelled && setState(next))
      .catch(() => !cancelled && setState({ status: 'failed', items: [] }));
    return () => {
      cancelled = true;
    };
  }, [locale, shared]);

  return (
    <section
      data-section="nearby"
      aria-labelledby="nearby-title"
      className="space-y-4"
      aria-busy={state.status === 'loading'}
    >
      <SectionHeading id="nearby-title" title={t('home.nearbyTitle')} />
      <NearMeButton />
      {state.status === 'loading' && (
        <p className="text-stone-600 dark:text-stone-400">{t('common.loading')}</p>
      )}
      {state.status === 'failed' && (
        <p className="text-stone-600 dark:text-stone-400">{t('errors.somethingWentWrong')}</p>
      )}
      {state.fallback && state.items.length > 0 && (
        <p className="text-stone-600 dark:text-stone-400">{t('home.nearbyFallback')}</p>
      )}
      {state.status === 'done' && state.items.length === 0 && (
        <p className="text-stone-600 dark:text-stone-400">{t('reviews.nearbyEmpty')}</p>
      )}
      {state.items.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {state.items.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                distanceMeters={review.distanceMeters}
                distanceFrom={state.aroundVisitor ? 'visitor' : 'centre'}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
