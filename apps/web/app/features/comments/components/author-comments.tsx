import type { AuthorComment } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { useDateTimeFormat } from '../../auth';
import { TranslatableText } from '../../translations';
import { getAuthorComments } from '../api/get-author-comments';

export const COMMENTS_PAGE_SIZE = 10;

type Page<T> = { items: T[]; nextCursor: string | null };

const moreButton =
  'inline-block rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800';

/**
 * An author's comments, newest first, each linked to its review: on the author's page (first page
 * rendered on the server) and on "My reviews" (issue 33: one's own comments, loaded here when
 * `initial` is null).
 */
export function AuthorComments({
  authorId,
  initial,
}: {
  authorId: string;
  initial: Page<AuthorComment> | null;
}) {
  const { locale, t } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const [page, setPage] = useState<Page<AuthorComment>>(initial ?? { items: [], nextCursor: null });
  const [loading, setLoading] = useState(initial === null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (initial) {
      setPage(initial);
      return;
    }
    let current = true;
    setLoading(true);
    getAuthorComments({
      params: { id: authorId },
      query: { limit: COMMENTS_PAGE_SIZE, lang: locale },
    })
      .then((first) => current && setPage(first))
      .catch(() => current && setFailed(true))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [initial, authorId, locale]);

  const more = async () => {
    if (!page.nextCursor) return;
    setLoading(true);
    setFailed(false);
    try {
      const query = { limit: COMMENTS_PAGE_SIZE, lang: locale, cursor: page.nextCursor };
      const next = await getAuthorComments({ params: { id: authorId }, query });
      setPage((current) => ({ items: [...current.items, ...next.items], nextCursor: next.nextCursor }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="author-comments" className="space-y-4">
      <h2 id="author-comments" className="text-xl font-semibold">
        {t('author.comments')}
      </h2>
      {loading && page.items.length === 0 ? (
        <p role="status" className="text-stone-600 dark:text-stone-400">
          {t('common.loading')}
        </p>
      ) : page.items.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{t('author.noComments')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900"
          aria-busy={loading}
          data-testid="author-comments"
        >
          {page.items.map((comment) => (
            <li key={comment.id} className="space-y-1 p-4">
              <p className="flex flex-wrap gap-x-2 text-sm text-stone-600 dark:text-stone-400">
                <Link to={`/${locale}/reviews/${comment.reviewId}`} className="font-medium underline">
                  {t('author.commentOn', { place: comment.placeName })}
                </Link>
                <time dateTime={comment.createdAt}>
                  {formatDateTime(comment.createdAt, { dateStyle: 'long' })}
                </time>
              </p>
              <TranslatableText
                item={{ kind: 'comment', id: comment.id }}
                text={comment.text}
                className="whitespace-pre-line break-words"
              />
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('author.loadFailed')}
        </p>
      )}
      {page.nextCursor && (
        <div className="text-center">
          <button type="button" onClick={() => void more()} disabled={loading} className={moreButton}>
            {t('author.moreComments')}
          </button>
        </div>
      )}
    </section>
  );
}
