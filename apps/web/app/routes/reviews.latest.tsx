import { PLACE_TYPES, type PlaceType } from '@app/contracts';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import { getLatestReviews } from '../features/reviews/api/get-latest-reviews';
import { type CardReview, forCard, ReviewCard } from '../features/reviews/components/review-card';
import { callApi, settle } from '../shared/lib/api-client';
import { useI18n } from '../shared/lib/i18n';
import { localeContext } from '../shared/lib/locale';
import { pageMeta } from '../shared/lib/meta';
import { serverContext } from '../shared/lib/server-context';
import type { Route } from './+types/reviews.latest';

const PAGE_SIZE = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Filters {
  placeType: PlaceType | null;
  cityId: string | null;
}

/** Only known filters reach the API; anything else is dropped, as a crawler's odd link deserves. */
function readFilters(search: URLSearchParams): Filters {
  const type = search.get('placeType');
  const city = search.get('cityId');
  return {
    placeType: (PLACE_TYPES as readonly string[]).includes(type ?? '') ? (type as PlaceType) : null,
    cityId: city && UUID.test(city) ? city : null,
  };
}

function filterQuery(filters: Filters, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (filters.cityId) query.set('cityId', filters.cityId);
  if (filters.placeType) query.set('placeType', filters.placeType);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Server-rendered page of the newest reviews; `?cursor=` pages are real links for crawlers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = readFilters(search);
  const cursor = search.get('cursor');
  const query = {
    limit: PAGE_SIZE,
    lang: context.get(localeContext),
    cityId: filters.cityId ?? undefined,
    placeType: filters.placeType ?? undefined,
    cursor: cursor ?? undefined,
  };
  const page = await settle(callApi(context.get(serverContext).apiFetch, 'GET /reviews/latest', { query }));
  if (!page.ok) {
    const status = page.status === 400 ? 400 : 503;
    return data(
      { filters, paged: Boolean(cursor), items: [] as CardReview[], nextCursor: null, failed: true },
      { status },
    );
  }
  return {
    filters,
    paged: Boolean(cursor),
    items: page.value.items.map(forCard),
    nextCursor: page.value.nextCursor,
    failed: false,
  };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'allReviews.title',
    descriptionKey: 'allReviews.metaDescription',
    noindex: !loaderData || loaderData.failed,
  });

export default function LatestReviewsPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { filters } = loaderData;
  const [page, setPage] = useState({ items: loaderData.items, nextCursor: loaderData.nextCursor });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new server page (filter or cursor link followed) replaces what was appended.
  useEffect(() => {
    setPage({ items: loaderData.items, nextCursor: loaderData.nextCursor });
    setFailed(false);
  }, [loaderData]);

  const base = `/${locale}/reviews/latest`;
  const cityName = filters.cityId
    ? page.items.flatMap((review) => review.breadcrumbs).find((crumb) => crumb.id === filters.cityId)?.name
    : undefined;
  const cities = new Map<string, string>();
  for (const review of page.items) {
    const city = review.breadcrumbs.find((crumb) => crumb.kind === 'city');
    if (city) cities.set(city.id, city.name);
  }

  const showMore = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!page.nextCursor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLoading(true);
    setFailed(false);
    try {
      const next = await getLatestReviews({
        query: {
          limit: PAGE_SIZE,
          lang: locale,
          cursor: page.nextCursor,
          cityId: filters.cityId ?? undefined,
          placeType: filters.placeType ?? undefined,
        },
      });
      // Appended below what is on screen: the reader's scroll position stays where it was.
      setPage((current) => ({
        items: [...current.items, ...next.items.map(forCard)],
        nextCursor: next.nextCursor,
      }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const chip = (active: boolean) =>
    `inline-block rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-700 ${
      active
        ? 'border-primary-700 bg-primary-700 text-white'
        : 'border-stone-300 text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800'
    }`;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('allReviews.title')}</h1>
        {loaderData.paged && (
          <Link to={`${base}${filterQuery(filters)}`} className="text-sm underline">
            {t('allReviews.newest')}
          </Link>
        )}
      </header>
      <nav aria-label={t('allReviews.filterLabel')}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={`${base}${filterQuery({ ...filters, placeType: null })}`}
              aria-current={filters.placeType === null ? 'page' : undefined}
              className={chip(filters.placeType === null)}
            >
              {t('allReviews.anyType')}
            </Link>
          </li>
          {PLACE_TYPES.map((type) => (
            <li key={type}>
              <Link
                to={`${base}${filterQuery({ ...filters, placeType: type })}`}
                aria-current={filters.placeType === type ? 'page' : undefined}
                className={chip(filters.placeType === type)}
              >
                {t(`placeType.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {(filters.cityId || cities.size > 0) && (
        <ul className="flex flex-wrap gap-2" aria-label={t('allReviews.clearCity')}>
          <li>
            <Link
              to={`${base}${filterQuery({ ...filters, cityId: null })}`}
              aria-current={filters.cityId === null ? 'page' : undefined}
              className={chip(filters.cityId === null)}
            >
              {t('allReviews.clearCity')}
            </Link>
          </li>
          {filters.cityId ? (
            <li>
              <span className={chip(true)}>{t('allReviews.cityFilter', { city: cityName ?? '…' })}</span>
            </li>
          ) : (
            [...cities].map(([id, name]) => (
              <li key={id}>
                <Link to={`${base}${filterQuery({ ...filters, cityId: id })}`} className={chip(false)}>
                  {name}
                </Link>
              </li>
            ))
          )}
        </ul>
      )}
      {loaderData.failed ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('reviews.latestFailed')}
        </p>
      ) : page.items.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{t('allReviews.empty')}</p>
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy={loading}
            data-testid="all-reviews-list"
          >
            {page.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite">
            {t('allReviews.shown', { count: page.items.length })}
          </p>
        </>
      )}
      {failed && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('reviews.latestFailed')}
        </p>
      )}
      {page.nextCursor && (
        <div className="text-center">
          <a
            href={`${base}${filterQuery(filters, page.nextCursor)}`}
            onClick={showMore}
            aria-disabled={loading}
            className="inline-block rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
          >
            {t('reviews.loadMore')}
          </a>
        </div>
      )}
    </div>
  );
}
