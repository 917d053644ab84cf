import type { Review } from '@app/contracts';
import { useI18n } from '../../../shared/lib/i18n';
import { unpublishedStatusTitle } from './own-review';

/**
 * What only the author sees when the review is not public: held for a moderator, scheduled for a
 * day they chose, or hidden by a moderator.
 */
export function ReviewStatusNotice({ review }: { review: Review }) {
  const { t, tag } = useI18n();
  if (review.status === 'published') return null;
  const title = unpublishedStatusTitle(review.status, review.publishAt, t, tag);
  const text = t(`reviews.status.${review.status}Text`);
  const tone =
    review.status === 'hidden'
      ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
      : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';
  return (
    <div role="status" className={`rounded-xl border p-4 ${tone}`} data-testid="review-status">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
