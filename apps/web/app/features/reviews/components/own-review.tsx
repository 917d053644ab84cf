import type { Review } from '@app/contracts';
import { formatDayInSentence, type Translate } from '@app/i18n';
import type { ReactNode } from 'react';

import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { ConfirmActionButton } from '../../../shared/ui/confirm-action-button';
import { deleteReview } from '../api/delete-review';

/**
 * What a review that is not public says to its author: "Scheduled for publication on 7 December
 * 2026" (the day in the sentence's case), "Held for review" or "Hidden by a moderator". One text
 * for the review's own page and "My reviews".
 */
export function unpublishedStatusTitle(
  status: Exclude<Review['status'], 'published'>,
  publishAt: string | null,
  t: Translate,
  tag: string,
): string {
  if (status !== 'scheduled') return t(`reviews.status.${status}`);
  return t('reviews.status.scheduled', {
    date: publishAt ? formatDayInSentence(new Date(publishAt), tag, 'on', 'UTC') : '',
  });
}

/**
 * Delete for the author: asks first (the deletion is permanent), says how it went in a toast and
 * then hands over to the page (leave the deleted review's page, or drop it from a list).
 */
export function DeleteReviewButton(props: {
  reviewId: string;
  className: string;
  onDeleted(): void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const remove = async () => {
    try {
      await deleteReview({ params: { id: props.reviewId } });
      toast.success(t('reviews.deleted'));
      props.onDeleted();
    } catch {
      toast.error(t('reviews.deleteFailed'));
    }
  };
  return (
    <ConfirmActionButton
      className={`${props.className} text-red-700 dark:text-red-400`}
      title={t('reviews.deleteTitle')}
      text={t('reviews.deleteText')}
      confirm={t('reviews.deleteConfirm')}
      cancel={t('reviews.cancel')}
      onConfirm={() => void remove()}
    >
      {props.children ?? t('reviews.delete')}
    </ConfirmActionButton>
  );
}
