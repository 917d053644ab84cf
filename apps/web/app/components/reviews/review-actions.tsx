import type { Review } from '@app/contracts';
import { AlertDialog } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiRequest } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { ConfirmDialogContent } from '../confirm-dialog';
import { VoteButtons } from '../vote-buttons';

const button =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-50 dark:border-stone-700 dark:hover:bg-stone-800';

/** Likes and dislikes on a review (spec: 'Voting failed' on failure). */
export function ReviewVotes({ review, onChange }: { review: Review; onChange(next: Review): void }) {
  return (
    <VoteButtons
      item={review}
      endpoint={`/reviews/${review.id}/vote`}
      texts={{
        like: 'reviews.like',
        dislike: 'reviews.dislike',
        signInToVote: 'reviews.signInToVote',
        votingFailed: 'reviews.votingFailed',
      }}
      onChange={onChange}
    />
  );
}

/** Web Share API where the browser has it, otherwise copy the link (spec section 8 texts). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('reviews.linkCopied'));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('reviews.sharingFailed'));
    }
  };
  return (
    <button type="button" className={button} onClick={share}>
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      >
        <path d="M14 6l-4-4-4 4M10 2v11M4 10v7h12v-7" />
      </svg>
      {t('reviews.share')}
    </button>
  );
}

/** Edit and delete for the author; delete asks first and is permanent. */
export function AuthorActions({ review }: { review: Review }) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await apiRequest(`/reviews/${review.id}`, { method: 'DELETE' });
      toast.success(t('reviews.deleted'));
      navigate(`/${locale}/reviews?placeId=${review.place.id}`);
    } catch {
      toast.error(t('reviews.deleteFailed'));
    }
  };
  return (
    <div className="flex gap-2">
      <Link to={`/${locale}/reviews/${review.id}/update`} className={button}>
        {t('reviews.edit')}
      </Link>
      <AlertDialog.Root>
        <AlertDialog.Trigger className={`${button} text-red-700 dark:text-red-400`}>
          {t('reviews.delete')}
        </AlertDialog.Trigger>
        <ConfirmDialogContent
          title={t('reviews.deleteTitle')}
          text={t('reviews.deleteText')}
          confirm={t('reviews.deleteConfirm')}
          cancel={t('reviews.cancel')}
          onConfirm={() => void remove()}
        />
      </AlertDialog.Root>
    </div>
  );
}
