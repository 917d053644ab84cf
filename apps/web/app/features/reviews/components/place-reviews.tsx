import {
  type Page,
  PLACE_TYPES,
  type PlaceStats,
  type PlaceType,
  REVIEW_SORTS,
  type ReviewSort,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { staticPart } from '../../../shared/ui/deferred-part';
import { getPlaceReviews } from '../api/get-place-reviews';
import { PlaceStatsPanel } from './place-stats';
import { type CardReview, forCard, ReviewCard } from './review-card';

/** The history table only shows: kept out of hydration and out of the page's first load. */
const PlaceHistory = staticPart('place-history', () =>
  import('./place-history').then((module) => module.PlaceHistory),
);

/** Place types that can sit inside a place of this kind (a city holds districts, buildings…). */
function typesWithin(kind: PlaceType): PlaceType[] {
  return PLACE_TYPES.slice(0, PLACE_TYPES.indexOf(kind) + 1).reverse() as PlaceType[];
}

/**
 * The reviews of a place and of everything inside it: scores, sort, a place-type filter, and
 * "show more" by cursor. The first page comes from the server render; the rest load in the browser.
 */
export function PlaceReviews(props: {
  placeId: string;
  placeKind: PlaceType;
  stats: PlaceStats | null;
  initial: Page<CardReview>;
}) {
  const { locale, t } = useI18n();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [placeType, setPlaceType] = useState<PlaceType | ''>('');
  const [page, setPage] = useState(props.initial);
  const [loading, setLoading] = useState(false);
  const sortId = useId();
  const typeId = useId();
  const first = useRef(true);

  const query = (cursor?: string | null) =>
    getPlaceReviews({
      query: {
        placeId: props.placeId,
        sort,
        lang: locale,
        limit: 10,
        placeType: placeType || undefined,
        cursor: cursor ?? undefined,
      },
    });

  useEffect(() => {
    setPage(props.initial);
  }, [props.initial]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the filters change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let cancelled = false;
    setLoading(true);
    query()
      .then((next) => !cancelled && setPage({ items: next.items.map(forCard), nextCursor: next.nextCursor }))
      .catch(() => !cancelled && toast.error(t('errors.somethingWentWrong')))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [sort, placeType]);

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = await query(page.nextCursor);
      setPage((current) => ({
        items: [...current.items, ...next.items.map(forCard)],
        nextCursor: next.nextCursor,
      }));
    } catch {
      toast.error(t('errors.somethingWentWrong'));
    } finally {
      setLoading(false);
    }
  };

  const writeLink = `/${locale}/reviews/create?placeId=${props.placeId}`;
  if (!props.stats?.overall && page.items.length === 0) {
    return (
      <section
        data-section="reviews"
        className="rounded-2xl border border-dashed border-stone-300 p-10 text-center dark:border-stone-700"
      >
        <h2 className="text-xl font-semibold">{t('reviews.empty.title')}</h2>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('reviews.empty.text')}</p>
        <Link
          to={writeLink}
          className="mt-6 inline-block rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
        >
          {t('reviews.beFirst')}
        </Link>
      </section>
    );
  }

  const types = typesWithin(props.placeKind);
  const select =
    'rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm dark:border-stone-600 dark:bg-stone-900';
  return (
    <div data-section="reviews" className="space-y-6">
      {props.stats && <PlaceStatsPanel stats={props.stats} placeKind={props.placeKind} />}
      {props.stats && <PlaceHistory stats={props.stats} />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={sortId} className="text-sm font-medium">
              {t('reviews.sort')}
            </label>
            <select
              id={sortId}
              className={select}
              value={sort}
              onChange={(e) => setSort(e.target.value as ReviewSort)}
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`reviews.sort.${value}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          {types.length > 1 && (
            <div className="flex flex-col gap-1">
              <label htmlFor={typeId} className="text-sm font-medium">
                {t('reviews.filter.type')}
              </label>
              <select
                id={typeId}
                className={select}
                value={placeType}
                onChange={(e) => setPlaceType(e.target.value as PlaceType | '')}
              >
                <option value="">{t('reviews.filter.all')}</option>
                {types.map((value) => (
                  <option key={value} value={value}>
                    {t(`placeType.${value}` as MessageKey)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <Link
          to={writeLink}
          className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
        >
          {t('reviews.write')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={loading}>
        {page.items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {page.nextCursor && (
        <div className="text-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800"
          >
            {t('reviews.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
