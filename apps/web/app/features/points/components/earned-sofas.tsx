import type { Review } from '@app/contracts';
import { useI18n } from '../../../shared/lib/i18n';

/** What the sofas a review earned are shown from (a card's cut review has it too). */
type SofasOf = Pick<Review, 'author' | 'isOwn' | 'status' | 'points'>;

/**
 * Whether a review shows the sofas it earned. Only where it shows its author: an anonymous
 * account's review earns nothing, so a zero under a nameless review would tell which kind of
 * account wrote it. Its own author may always see them; held and scheduled reviews earn nothing yet.
 */
export function showsEarnedSofas(review: SofasOf): boolean {
  return review.status === 'published' && review.points > 0 && (review.author !== null || review.isOwn);
}

/** "Earned its author 12 sofas" on the review page; "+12 sofas" (same words for screen readers) on a card. */
export function EarnedSofas({ review, short = false }: { review: SofasOf; short?: boolean }) {
  const { t } = useI18n();
  if (!showsEarnedSofas(review)) return null;
  const text = t('reviews.earned', { count: review.points });
  if (!short) return <span data-testid="earned-sofas">{text}</span>;
  return (
    <span data-testid="earned-sofas">
      <span aria-hidden="true">{t('reviews.earnedShort', { count: review.points })}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
