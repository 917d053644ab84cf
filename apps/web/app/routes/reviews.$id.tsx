import type { Comment, Page, Review, ReviewKeyIssued } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data, isRouteErrorResponse, Link, useLocation, useParams, useRouteError } from 'react-router';
import { useAuth, useDateTimeFormat } from '../features/auth';
import { COMMENT_PAGE_SIZE } from '../features/comments/utils/comment-page';
import { PhotoGallery } from '../features/photos';
import { EarnedSofas, showsEarnedSofas } from '../features/points';
import { getReview } from '../features/reviews/api/get-review';
import { ReviewStatusNotice } from '../features/reviews/components/review-status-notice';
import { formatReviewMoney } from '../features/reviews/utils/review-money';
import { TranslatableTexts } from '../features/translations';
import { getStoredToken } from '../shared/lib/api';
import { callApi, settle } from '../shared/lib/api-client';
import { formatLivedPeriod, reviewDateStyle } from '../shared/lib/format';
import { useI18n } from '../shared/lib/i18n';
import { localeContext } from '../shared/lib/locale';
import { pageMeta } from '../shared/lib/meta';
import { afterPageHydrated } from '../shared/lib/page-hydration';
import { reviewGrant } from '../shared/lib/review-keys';
import { serverContext } from '../shared/lib/server-context';
import { shareCardMeta } from '../shared/lib/share-card.server';
import { AuthorLink } from '../shared/ui/author-link';
import { deferredPart } from '../shared/ui/deferred-part';
import { ErrorPage, ErrorState } from '../shared/ui/error-page';
import { PageSection } from '../shared/ui/page-section';
import { RatingBadge, Stars } from '../shared/ui/stars';
import type { Route } from './+types/reviews.$id';

/**
 * The map, actions and comments are below the review: their code and hydration wait until they are
 * near. One import for the three: their code comes in one chunk (shell/page-parts/review.ts).
 */
const parts = () => import('../shell/page-parts/review');
const PlaceMapPanel = deferredPart('place-map-panel', 'map', () => parts().then((m) => m.PlaceMapPanel));
const ReviewActionsBar = deferredPart('review-actions', 'actions', () =>
  parts().then((m) => m.ReviewActionsBar),
);
const CommentThread = deferredPart('comment-thread', 'comments', () => parts().then((m) => m.CommentThread));

// Only an author without an account ever sees these (issue 30): loaded when needed.
const ReviewKeyArea = lazy(() => import('../features/reviews/components/review-key'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = context.get(localeContext);
  if (!UUID.test(params.id)) throw data({ reason: 'review' }, { status: 404 });
  const { apiFetch, publicConfig } = context.get(serverContext);
  // The first page of comments is rendered with the page (readers and crawlers see it at once, and
  // nothing moves when it arrives); the browser reloads it only for a signed-in reader's votes.
  const [review, comments] = await Promise.all([
    settle(callApi(apiFetch, 'GET /reviews/:id', { params: { id: params.id }, query: { lang } })),
    callApi(apiFetch, 'GET /comments', {
      query: { reviewId: params.id, order: 'oldest', limit: COMMENT_PAGE_SIZE },
    }).catch(() => null),
  ]);
  if (!review.ok && review.status === 404) throw data({ reason: 'review' }, { status: 404 });
  if (!review.ok)
    throw data(null, { status: review.status >= 500 || review.status === 0 ? 503 : review.status });
  // The card shows what this page shows a stranger: the place and the rating, never the author or
  // a date (an anonymous review's page shows neither beyond the day).
  const { place, overallRating } = review.value;
  const shareTags = shareCardMeta(
    publicConfig.publicUrl,
    {
      kind: 'review',
      id: params.id,
      lang,
      name: place.name,
      context: null,
      score: overallRating,
      reviewCount: null,
    },
    { key: 'shareCard.reviewAlt', name: place.name },
  );
  return { review: review.value, comments, shareTags };
}

function excerpt(review: Review): string {
  const text = review.aspects.find((a) => a.comment)?.comment ?? '';
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData, error }) => {
  if (!loaderData) {
    // Another refusal (403, 429…) is the generic error page, which names and describes itself.
    if (isRouteErrorResponse(error) && error.status !== 404 && error.status < 500) return [];
    const missing = !error || (isRouteErrorResponse(error) && error.status < 500);
    return pageMeta({
      matches,
      location,
      titleKey: missing ? 'reviews.notFound' : 'reviews.loadFailed',
      noindex: true,
    });
  }
  const { review } = loaderData;
  return pageMeta({
    matches,
    location,
    title: review.place.name,
    description: excerpt(review) || undefined,
    extra: loaderData.shareTags,
  });
};

/** schema.org Review so search engines can show the rating; anonymous authors stay anonymous. */
function StructuredData({ review, nonce }: { review: Review; nonce: string | undefined }) {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Review',
    itemReviewed: { '@type': 'Place', name: review.place.name },
    reviewRating: { '@type': 'Rating', ratingValue: review.overallRating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: review.author?.name ?? 'Anonymous' },
    datePublished: review.createdAt.slice(0, 10),
    inLanguage: review.language,
    reviewBody: review.aspects
      .map((a) => a.comment)
      .filter(Boolean)
      .join('\n'),
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot break out of the script element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
}

export default function ReviewPage({ loaderData, matches }: Route.ComponentProps) {
  const nonce = (matches[0]?.loaderData as { nonce?: string } | undefined)?.nonce;
  return <ReviewView initial={loaderData.review} comments={loaderData.comments} nonce={nonce} />;
}

function ReviewView({
  initial,
  comments = null,
  nonce,
}: {
  initial: Review;
  /** The first page of comments, rendered with the page; null: the thread loads it. */
  comments?: Page<Comment> | null;
  nonce?: string | undefined;
}) {
  const { locale, t, tag } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const [review, setReview] = useState(initial);
  // Bumped by every change the reader makes (a vote): a refetch that started earlier must not
  // overwrite it with what the server knew before.
  const localChanges = useRef(0);
  const applyLocalChange = (next: Review) => {
    localChanges.current += 1;
    setReview(next);
  };

  // The page is rendered for everyone; whether the reader wrote it or voted on it is personal and
  // known only in the browser (the session token lives in local storage).
  useEffect(() => {
    setReview(initial);
    const startedAt = localChanges.current;
    getReview({ params: { id: initial.id }, query: { lang: locale } })
      // The sections take it once they have hydrated (shared/ui/page-section.tsx).
      .then((fresh) => afterPageHydrated().then(() => fresh))
      .then((fresh) => {
        if (localChanges.current === startedAt) setReview(fresh);
      })
      .catch(() => {});
  }, [initial, locale]);

  // A review written without an account: its private key, handed over once by the create page.
  const handedKey = (useLocation().state as { reviewKey?: ReviewKeyIssued } | null)?.reviewKey;
  const { user } = useAuth();
  const manages = review.isOwn && Boolean(user?.anonymous || reviewGrant(review.id));

  const period = formatLivedPeriod(t, tag, review);
  const commented = review.aspects.flatMap((aspect) =>
    aspect.comment
      ? [
          {
            aspect: aspect.aspect,
            comment: aspect.comment,
            item: { kind: 'reviewAspect' as const, id: review.id, field: aspect.aspect },
          },
        ]
      : [],
  );

  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <StructuredData review={review} nonce={nonce} />

      <PageSection name="review">
        <header data-section="review" className="space-y-3">
          <nav aria-label={t('meta.reviews.title')} className="text-sm text-stone-600 dark:text-stone-400">
            <ol className="flex flex-wrap gap-1">
              {review.breadcrumbs.map((crumb, index) => (
                <li key={crumb.id} className="flex gap-1">
                  {index > 0 && <span aria-hidden="true">›</span>}
                  <Link to={`/${locale}/reviews?placeId=${crumb.id}`} className="hover:underline">
                    {crumb.name}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <p className="text-xs font-medium uppercase tracking-wide text-stone-500 dark:text-stone-400">
            {t(`placeType.${review.placeType}` as MessageKey)}
          </p>
          <h1 className="text-3xl font-bold tracking-tight">{review.place.name}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <RatingBadge value={review.overallRating} testId="review-score" />
            <Stars value={review.overallRating} size="lg" />
            <span className="text-sm text-stone-600 dark:text-stone-400">
              <AuthorLink author={review.author}>
                {review.isOwn ? t('reviews.yours') : (review.author?.name ?? t('reviews.anonymous'))}
              </AuthorLink>
              {review.isOwn && review.hideAuthor && <span>{` (${t('reviews.withoutName')})`}</span>}
              {' · '}
              <time dateTime={review.createdAt}>
                {formatDateTime(review.createdAt, reviewDateStyle(review))}
              </time>
              {' · '}
              <span>{t('views.count', { count: review.viewsCount })}</span>
            </span>
          </div>
          <ul className="flex flex-wrap gap-2 text-sm">
            <li className="rounded-full bg-stone-100 px-3 py-1 dark:bg-stone-800">{period}</li>
            {review.isCommercial && (
              <li className="rounded-full bg-secondary-100 px-3 py-1 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100">
                {t('reviews.commercial')}
              </li>
            )}
            {showsEarnedSofas(review) && (
              <li className="rounded-full bg-primary-100 px-3 py-1 text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                <EarnedSofas review={review} />
              </li>
            )}
            {[
              ['reviews.rent', review.rent?.amount, review.rent?.range, review.rent?.currency] as const,
              [
                'reviews.utilitiesWinter',
                review.utilities?.winter,
                review.utilities?.winterRange,
                review.utilities?.currency,
              ] as const,
              [
                'reviews.utilitiesSummer',
                review.utilities?.summer,
                review.utilities?.summerRange,
                review.utilities?.currency,
              ] as const,
            ].map(([key, amount, range, currency]) => {
              const shown = currency ? formatReviewMoney(amount, range, currency, tag) : null;
              return shown ? (
                <li
                  key={key}
                  data-testid="review-money"
                  className="rounded-full bg-stone-100 px-3 py-1 dark:bg-stone-800"
                >
                  {t(key, { amount: shown })}
                </li>
              ) : null;
            })}
          </ul>
          {review.isOwn && review.moneyPrecision === 'range' && (review.rent || review.utilities) && (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('reviews.moneyRangeNote')}</p>
          )}
          {review.isOwn && <ReviewStatusNotice review={review} />}
        </header>
      </PageSection>

      {(handedKey || manages) && (
        <Suspense fallback={null}>
          <ReviewKeyArea reviewId={review.id} handed={handedKey} manages={manages} />
        </Suspense>
      )}

      <PageSection name="scores">
        <section data-section="scores" aria-label={t('reviews.scores')}>
          {/* One Translate control for the whole review (issue 33), above its aspects. */}
          <TranslatableTexts texts={commented.map((aspect) => ({ item: aspect.item, text: aspect.comment }))}>
            {(shown, lang) => (
              <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
                {review.aspects.map((aspect) => {
                  const at = commented.findIndex((c) => c.aspect === aspect.aspect);
                  return (
                    <li key={aspect.aspect} className="p-4">
                      <div className="flex items-center justify-between gap-4">
                        <h2 className="font-medium">
                          {t(`aspect.${review.placeType}.${aspect.aspect}` as MessageKey)}
                        </h2>
                        <Stars value={aspect.rating} />
                      </div>
                      {at >= 0 && (
                        <p
                          lang={lang}
                          className="mt-2 whitespace-pre-line text-stone-700 dark:text-stone-300"
                        >
                          {shown[at]}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </TranslatableTexts>
        </section>
      </PageSection>

      <PhotoGallery photos={review.photos} alt={review.place.name} reportable={!review.isOwn} />

      <PageSection name="map">
        <PlaceMapPanel place={review.place} ancestorIds={review.breadcrumbs.map((b) => b.id)} />
      </PageSection>

      <PageSection name="actions">
        <ReviewActionsBar review={review} onChange={applyLocalChange} />
      </PageSection>

      {/* Only published reviews are discussed: nobody else can see the others. */}
      {review.status === 'published' && (
        <PageSection name="comments">
          <CommentThread
            key={review.id}
            reviewId={review.id}
            isOwnReview={review.isOwn}
            initialCount={review.commentsCount}
            initialPage={comments}
          />
        </PageSection>
      )}
    </article>
  );
}

/**
 * A review the public cannot see (held, scheduled, hidden) is still its author's: the server render
 * has no session, so the browser asks again with the author's token before saying "not found".
 */
function OwnReviewOrNotFound({ id }: { id: string }) {
  const { locale, t } = useI18n();
  // "Not found" first: that is what the server renders, for crawlers and for everyone else.
  const [state, setState] = useState<{ status: 'checking' | 'missing' } | { status: 'own'; review: Review }>({
    status: 'missing',
  });
  useEffect(() => {
    if (!getStoredToken() || !UUID.test(id)) return;
    setState({ status: 'checking' });
    getReview({ params: { id }, query: { lang: locale } })
      .then((review) => setState(review.isOwn ? { status: 'own', review } : { status: 'missing' }))
      .catch(() => setState({ status: 'missing' }));
  }, [id, locale]);
  if (state.status === 'own') return <ReviewView initial={state.review} />;
  if (state.status === 'checking') {
    return (
      <p className="py-16 text-center text-stone-600 dark:text-stone-400" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return <ErrorState title={t('reviews.notFound')} message={t('reviews.notFoundText')} />;
}

/** Spec section 2: the not-found state says the review was not found or was deleted (status 404). */
export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <OwnReviewOrNotFound id={params.id ?? ''} />;
  }
  if (isRouteErrorResponse(error) && error.status < 500) return <ErrorPage status={error.status} />;
  return <ReviewLoadFailed />;
}

/** Spec section 8: a review that could not be loaded says 'Failed to load review'. */
function ReviewLoadFailed() {
  const { t } = useI18n();
  return <ErrorState title={t('reviews.loadFailed')} message={t('reviews.loadFailedText')} />;
}
