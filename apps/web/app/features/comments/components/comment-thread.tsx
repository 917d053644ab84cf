import type { Comment, CommentOrder, Page } from '@app/contracts';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { useAuth } from '../../auth';
import { getComments } from '../api/get-comments';
import { COMMENT_PAGE_SIZE } from '../utils/comment-page';
import { CommentItem } from './comment-item';

/**
 * Only a signed-in reader gets the form (never the server render): its code and the photo
 * uploader's load when it is shown, not with the review page (issue 18).
 */
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })));

/**
 * A review's comments under it. The first page, oldest first, comes rendered with the page as an
 * anonymous reader sees it; it is loaded again in the browser when the reader is signed in (whether
 * they wrote a comment or voted on it is personal, and the token lives in local storage) or changes
 * the order.
 */
export function CommentThread({
  reviewId,
  isOwnReview = false,
  initialCount,
  initialPage = null,
}: {
  reviewId: string;
  isOwnReview?: boolean;
  initialCount: number;
  initialPage?: Page<Comment> | null;
}) {
  const { locale, t } = useI18n();
  const { token, ready } = useAuth();
  const location = useLocation();
  const headingId = useId();
  const [order, setOrder] = useState<CommentOrder>('oldest');
  const [items, setItems] = useState<Comment[]>(initialPage?.items ?? []);
  const [cursor, setCursor] = useState<string | null>(initialPage?.nextCursor ?? null);
  const [count, setCount] = useState(initialCount);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>(initialPage ? 'ready' : 'loading');
  // The rendered first page stands for as long as the reader is anonymous and keeps the order.
  const isInitialPageShown = useRef(initialPage !== null);

  const load = useCallback(
    async (after: string | null) => {
      setState('loading');
      try {
        const page = await getComments({
          query: { reviewId, order, limit: COMMENT_PAGE_SIZE, cursor: after ?? undefined },
        });
        setItems((previous) => (after ? [...previous, ...page.items] : page.items));
        setCursor(page.nextCursor);
        setState('ready');
      } catch {
        setState('error');
      }
    },
    [reviewId, order],
  );

  // Reloaded when the reader's session is known (their votes) and when the order changes.
  useEffect(() => {
    if (!ready) return;
    if (isInitialPageShown.current && !token && order === 'oldest') return;
    isInitialPageShown.current = false;
    void load(null);
  }, [ready, token, order, load]);

  const added = (comment: Comment) => {
    setCount((n) => n + 1);
    // Oldest first: the new comment belongs at the end, which is only on screen once all pages are.
    if (order === 'newest') setItems((previous) => [comment, ...previous]);
    else if (cursor === null) setItems((previous) => [...previous, comment]);
  };
  const replace = (next: Comment) =>
    setItems((previous) => previous.map((c) => (c.id === next.id ? next : c)));
  const removed = (id: string) => {
    setCount((n) => Math.max(0, n - 1));
    setItems((previous) => previous.filter((c) => c.id !== id));
  };

  return (
    <section data-section="comments" aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('comments.title')}{' '}
          <span className="text-base font-normal text-stone-500 dark:text-stone-400">
            ({t('comments.count', { count })})
          </span>
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-stone-600 dark:text-stone-400">{t('comments.order')}</span>
          <select
            value={order}
            onChange={(event) => setOrder(event.target.value as CommentOrder)}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1 dark:border-stone-700 dark:bg-stone-900"
          >
            <option value="oldest">{t('comments.oldest')}</option>
            <option value="newest">{t('comments.newest')}</option>
          </select>
        </label>
      </div>

      {items.length > 0 && (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onChange={replace}
              onDeleted={() => removed(comment.id)}
            />
          ))}
        </ul>
      )}
      {state === 'ready' && items.length === 0 && (
        <p className="text-stone-600 dark:text-stone-400">{t('comments.empty')}</p>
      )}
      {state === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-400">
          <span>{t('comments.loadFailed')}</span>
          <button
            type="button"
            className="rounded-lg border border-stone-300 px-3 py-1 text-sm text-stone-900 dark:border-stone-700 dark:text-stone-100"
            onClick={() => void load(items.length > 0 ? cursor : null)}
          >
            {t('comments.retry')}
          </button>
        </div>
      )}
      {state === 'ready' && cursor && (
        <button
          type="button"
          className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
          onClick={() => void load(cursor)}
        >
          {t('comments.showMore')}
        </button>
      )}

      {ready &&
        (token ? (
          <Suspense fallback={null}>
            <CommentForm reviewId={reviewId} isOwnReview={isOwnReview} onCreated={added} />
          </Suspense>
        ) : (
          <p>
            <Link
              to={`/${locale}/auth/sign-in?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
              className="font-medium text-primary-800 underline dark:text-primary-300"
            >
              {t('comments.signInToComment')}
            </Link>
          </p>
        ))}
    </section>
  );
}
