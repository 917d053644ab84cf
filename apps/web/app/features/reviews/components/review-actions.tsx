import type { Review } from '@app/contracts';
import { Link, useNavigate } from 'react-router';

import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { ConfirmActionButton } from '../../../shared/ui/confirm-action-button';
import { StrokeIcon } from '../../../shared/ui/icon';
import { VoteButtons } from '../../../shared/ui/vote-buttons';
import { ReportButton } from '../../moderation';
import { getPlaceDetails } from '../api/get-place-details';
import { updateReview } from '../api/update-review';
import { DeleteReviewButton } from './own-review';
import { actionButton as button, ShareButton } from './share-button';

/** The review page's row under the review: votes and share, then the author's actions or Report. */
export function ReviewActionsBar({ review, onChange }: { review: Review; onChange(next: Review): void }) {
  return (
    <footer data-section="actions" className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap gap-2">
        <ReviewVotes review={review} onChange={onChange} />
        <ShareButton title={review.place.name} />
      </div>
      {review.isOwn ? (
        <AuthorActions review={review} onChange={onChange} />
      ) : (
        <ReportButton targetType="review" targetId={review.id} />
      )}
    </footer>
  );
}

/** Likes and dislikes on a review (spec: 'Voting failed' on failure). */
export function ReviewVotes({ review, onChange }: { review: Review; onChange(next: Review): void }) {
  return (
    <VoteButtons
      item={review}
      kind="review"
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

/**
 * Edit, lock and delete for the author. Delete asks first and is permanent; locking asks first and
 * cannot be undone (anti-coercion: nobody can make the author change a locked review).
 */
export function AuthorActions({ review, onChange }: { review: Review; onChange(next: Review): void }) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  // The place's page, where its other reviews are. A new place whose only review this was is gone
  // with it (its page would say "Failed to load place details"), and so may be the page the reader
  // came from (the review form, the flat's page): home then, the page every reader knows.
  const leaveDeletedReview = async () => {
    const placePage = `/${locale}/reviews?placeId=${review.place.id}`;
    try {
      await getPlaceDetails({ body: { placeId: review.place.id, lang: locale } });
      await navigate(placePage, { replace: true });
    } catch {
      await navigate(`/${locale}`, { replace: true });
    }
  };
  const lock = async () => {
    try {
      onChange(
        await updateReview({
          params: { id: review.id },
          query: { lang: locale },
          body: { locked: true },
        }),
      );
      toast.success(t('reviews.lockedToast'));
    } catch {
      toast.error(t('reviews.lockFailed'));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {review.isLocked ? (
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-stone-100 px-3 py-1.5 text-sm font-medium dark:bg-stone-800">
          <LockIcon />
          {t('reviews.locked')}
        </span>
      ) : (
        <>
          <Link to={`/${locale}/reviews/${review.id}/update`} className={button}>
            {t('reviews.edit')}
          </Link>
          <ConfirmActionButton
            className={button}
            title={t('reviews.lockTitle')}
            text={t('reviews.lockText')}
            confirm={t('reviews.lockConfirm')}
            cancel={t('reviews.cancel')}
            onConfirm={() => void lock()}
          >
            <LockIcon />
            {t('reviews.lock')}
          </ConfirmActionButton>
        </>
      )}
      <DeleteReviewButton
        reviewId={review.id}
        className={button}
        onDeleted={() => void leaveDeletedReview()}
      />
    </div>
  );
}

function LockIcon() {
  return (
    <StrokeIcon>
      <rect x="4" y="9" width="12" height="8" rx="1.5" />
      <path d="M7 9V6a3 3 0 016 0v3" />
    </StrokeIcon>
  );
}
