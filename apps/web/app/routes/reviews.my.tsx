import type { MyReview, Page } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth, useRequireAuth } from '../features/auth';
import { AuthorComments } from '../features/comments/components/author-comments';
import { getMyReviews } from '../features/reviews/api/get-my-reviews';
import { DeleteReviewButton, unpublishedStatusTitle } from '../features/reviews/components/own-review';
import { ReviewCard } from '../features/reviews/components/review-card';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/reviews.my';

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'myReviews.title',
    descriptionKey: 'myReviews.metaDescription',
    noindex: true,
  });

/**
 * "My reviews" (issue 17): every review of the signed-in or anonymous author, whatever its status,
 * with edit and delete. Personal, so it loads in the browser with the session (the server render is
 * the same empty shell for everyone). An anonymous author's session lives in this browser only.
 */
export default function MyReviewsPage() {
  const { locale, t } = useI18n();
  const allowed = useRequireAuth(true);
  const { user } = useAuth();
  const [page, setPage] = useState<Page<MyReview> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (cursor: string | null) => {
      setLoading(true);
      setFailed(false);
      try {
        const next = await getMyReviews({
          query: { limit: PAGE_SIZE, lang: locale, cursor: cursor ?? undefined },
        });
        setPage((current) =>
          cursor && current
            ? { items: [...current.items, ...next.items], nextCursor: next.nextCursor }
            : next,
        );
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [locale],
  );

  useEffect(() => {
    if (allowed) void load(null);
  }, [allowed, load]);

  const drop = (id: string) =>
    setPage((current) => current && { ...current, items: current.items.filter((item) => item.id !== id) });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('myReviews.title')}</h1>
        {user && (
          <p className="text-stone-600 dark:text-stone-400">
            {user.anonymous ? t('myReviews.introAnonymous') : t('myReviews.intro')}
          </p>
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {user?.anonymous && (
            <Link to={`/${locale}/auth/sign-up`} className="font-medium underline">
              {t('nav.signUp')}
            </Link>
          )}
          {user && !user.anonymous && (
            <Link to={`/${locale}/authors/${user.id}`} className="font-medium underline">
              {t('myReviews.publicPage')}
            </Link>
          )}
        </div>
      </header>
      {!allowed || !page ? (
        failed ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t('myReviews.loadFailed')}
          </p>
        ) : (
          <p className="text-stone-600 dark:text-stone-400" role="status">
            {t('common.loading')}
          </p>
        )
      ) : page.items.length === 0 ? (
        <div className="space-y-3 rounded-2xl border border-stone-200 p-6 text-center dark:border-stone-800">
          <p className="text-stone-600 dark:text-stone-400">{t('myReviews.empty')}</p>
          <Link
            to={`/${locale}/reviews/create`}
            className="inline-block rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
          >
            {t('myReviews.write')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-busy={loading} data-testid="my-reviews">
          {page.items.map((review) => (
            <li key={review.id}>
              <MyReviewItem review={review} onDeleted={() => drop(review.id)} />
            </li>
          ))}
        </ul>
      )}
      {page && failed && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('myReviews.loadFailed')}
        </p>
      )}
      {page?.nextCursor && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => void load(page.nextCursor)}
            disabled={loading}
            className="inline-block rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800"
          >
            {t('myReviews.more')}
          </button>
        </div>
      )}
      {/* One's comments too (issue 33); an anonymous account has no public author page to list them. */}
      {user && !user.anonymous && <AuthorComments authorId={user.id} initial={null} />}
    </div>
  );
}

function StatusBadge({ review }: { review: MyReview }) {
  const { t, tag } = useI18n();
  const text =
    review.status === 'published'
      ? t('myReviews.published')
      : unpublishedStatusTitle(review.status, review.publishAt, t, tag);
  const tone =
    review.status === 'published'
      ? 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100'
      : review.status === 'hidden'
        ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
        : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100';
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
      data-testid="my-review-status"
    >
      {text}
    </span>
  );
}

const actionButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800';

/** Edit (unless the author locked it) and delete; locking stays on the review's own page. */
function OwnReviewActions({ review, onDeleted }: { review: MyReview; onDeleted(): void }) {
  const { locale, t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {review.isLocked ? (
        <span className="text-sm text-stone-600 dark:text-stone-400">{t('reviews.locked')}</span>
      ) : (
        <Link to={`/${locale}/reviews/${review.id}/update`} className={actionButton}>
          {t('reviews.edit')}
        </Link>
      )}
      <DeleteReviewButton reviewId={review.id} className={actionButton} onDeleted={onDeleted} />
    </div>
  );
}

function MyReviewItem({ review, onDeleted }: { review: MyReview; onDeleted(): void }) {
  const { t } = useI18n();
  return (
    <div className="space-y-3 rounded-3xl bg-stone-100 p-2 pb-3 dark:bg-stone-800/60">
      <ReviewCard review={review} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-1 text-sm">
        <StatusBadge review={review} />
        {review.hideAuthor && (
          <span className="text-stone-600 dark:text-stone-400">{t('reviews.withoutName')}</span>
        )}
        {review.status === 'hidden' && review.hiddenReason && (
          <span className="text-red-800 dark:text-red-300" data-testid="my-review-reason">
            {t('myReviews.hiddenReason', {
              reason: t(`moderation.reason.${review.hiddenReason}` as MessageKey),
            })}
          </span>
        )}
      </div>
      <div className="px-1">
        <OwnReviewActions review={review} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
