import { LOCALE_TAGS } from '@app/contracts';
import { useEffect, useState } from 'react';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AuthorComments } from '../features/comments/components/author-comments';
import { getAuthorReviews } from '../features/reviews/api/get-author-reviews';
import { forCard, ReviewCard } from '../features/reviews/components/review-card';
import { callApi, settle } from '../shared/lib/api-client';
import { formatMonthYear, nameInitial } from '../shared/lib/format';
import { useI18n } from '../shared/lib/i18n';
import { localeContext } from '../shared/lib/locale';
import { pageMeta, rootData, rootTranslator } from '../shared/lib/meta';
import { serverContext } from '../shared/lib/server-context';
import { ErrorPage, ErrorState } from '../shared/ui/error-page';
import type { Route } from './+types/authors.$id';

const PAGE_SIZE = 12;

import { COMMENTS_PAGE_SIZE } from '../features/comments/components/author-comments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A named author's public page (issue 17), server-rendered: profile, reviews (`?cursor=` pages are
 * real links for crawlers) and the first comments. The API answers 404 for anonymous accounts and
 * never lists a review published without the name.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = context.get(localeContext);
  if (!UUID.test(params.id)) throw data({ reason: 'author' }, { status: 404 });
  const cursor = new URL(request.url).searchParams.get('cursor');
  const { apiFetch } = context.get(serverContext);
  const author = { id: params.id };
  const [profile, reviews, comments] = await Promise.all([
    settle(callApi(apiFetch, 'GET /authors/:id', { params: author })),
    settle(
      callApi(apiFetch, 'GET /authors/:id/reviews', {
        params: author,
        query: { limit: PAGE_SIZE, lang, cursor: cursor ?? undefined },
      }),
    ),
    // The comments are a side list: only the first page is rendered, paged further in the browser.
    cursor
      ? null
      : settle(
          callApi(apiFetch, 'GET /authors/:id/comments', {
            params: author,
            query: { limit: COMMENTS_PAGE_SIZE, lang },
          }),
        ),
  ]);
  if (!profile.ok && profile.status === 404) throw data({ reason: 'author' }, { status: 404 });
  if (!profile.ok) throw data(null, { status: 503 });
  // A stale or tampered cursor starts again at the newest.
  if (!reviews.ok && reviews.status === 400) throw data(null, { status: 400 });
  if (!reviews.ok) throw data(null, { status: 503 });
  return {
    profile: profile.value,
    reviews: { items: reviews.value.items.map(forCard), nextCursor: reviews.value.nextCursor },
    comments: comments?.ok ? comments.value : null,
    paged: Boolean(cursor),
  };
}

/** "November 2026" (with the Georgian month names Intl may lack in a browser). */
const memberSince = (date: string, tag: string) =>
  formatMonthYear({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }, tag);

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (!loaderData) return pageMeta({ matches, location, titleKey: 'author.notFound', noindex: true });
  const root = rootData(matches);
  const { profile } = loaderData;
  const description = root
    ? rootTranslator(root)('author.metaDescription', {
        name: profile.name,
        date: memberSince(profile.memberSince, LOCALE_TAGS[root.locale]),
      })
    : undefined;
  return pageMeta({
    matches,
    location,
    title: profile.name,
    description,
    // Nothing to find until the author has published a review under their name; later pages of the
    // list repeat the first page's subject.
    noindex: profile.reviewCount === 0 || loaderData.paged,
  });
};

const moreButton =
  'inline-block rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800';

export default function AuthorPage({ loaderData, params }: Route.ComponentProps) {
  const { locale, t, tag } = useI18n();
  const { profile } = loaderData;
  const base = `/${locale}/authors/${params.id}`;
  const [reviews, setReviews] = useState(loaderData.reviews);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setReviews(loaderData.reviews);
    setFailed(false);
  }, [loaderData]);

  const showMore = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!reviews.nextCursor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLoading(true);
    setFailed(false);
    try {
      const query = { limit: PAGE_SIZE, lang: locale, cursor: reviews.nextCursor };
      const next = await getAuthorReviews({ params: { id: params.id }, query });
      // Appended below what is on screen: the reader's scroll position stays where it was.
      setReviews((current) => ({
        items: [...current.items, ...next.items.map(forCard)],
        nextCursor: next.nextCursor,
      }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="space-y-8">
      <header className="flex items-center gap-4">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-700 text-2xl font-semibold text-white"
          >
            {nameInitial(profile.name, tag)}
          </span>
        )}
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-3xl font-bold tracking-tight">{profile.name}</h1>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t('author.memberSince', { date: memberSince(profile.memberSince, tag) })}
          </p>
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="author-stats">
            <li className="rounded-full bg-primary-100 px-3 py-0.5 font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
              {t('sofas.count', { count: profile.sofas })}
            </li>
            <li className="rounded-full bg-stone-100 px-3 py-0.5 dark:bg-stone-800">
              {t('author.reviewCount', { count: profile.reviewCount })}
            </li>
            <li className="rounded-full bg-stone-100 px-3 py-0.5 dark:bg-stone-800">
              {t('author.commentCount', { count: profile.commentCount })}
            </li>
          </ul>
        </div>
      </header>

      <section aria-labelledby="author-reviews" className="space-y-4">
        <h2 id="author-reviews" className="text-xl font-semibold">
          {t('author.reviews')}
        </h2>
        {loaderData.paged && (
          <Link to={base} className="text-sm underline">
            {t('allReviews.newest')}
          </Link>
        )}
        {reviews.items.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">{t('author.noReviews')}</p>
        ) : (
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy={loading}
            data-testid="author-reviews"
          >
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t('reviews.latestFailed')}
          </p>
        )}
        {reviews.nextCursor && (
          <div className="text-center">
            <a
              href={`${base}?cursor=${encodeURIComponent(reviews.nextCursor)}`}
              onClick={showMore}
              aria-disabled={loading}
              className={moreButton}
            >
              {t('reviews.loadMore')}
            </a>
          </div>
        )}
      </section>

      {loaderData.comments && <AuthorComments authorId={params.id} initial={loaderData.comments} />}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorState
        status={404}
        documentTitle
        documentDescription={t('author.notFoundText')}
        title={t('author.notFound')}
        message={t('author.notFoundText')}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) return <ErrorPage status={error.status} />;
  return <ErrorState title={t('author.loadFailed')} message={t('reviews.loadFailedText')} />;
}
