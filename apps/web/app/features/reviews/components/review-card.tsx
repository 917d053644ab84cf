import type { Review } from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { Link } from 'react-router';
import { formatDistance, reviewDateStyle } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { AuthorLink } from '../../../shared/ui/author-link';
import { RatingBadge, Stars } from '../../../shared/ui/stars';
import { useDateTimeFormat } from '../../auth';
import { ReportButton } from '../../moderation';
import { EarnedSofas } from '../../points';
import { TranslatableText } from '../../translations';

/** What a card shows of a review. */
export type CardReview = Pick<
  Review,
  | 'id'
  | 'placeType'
  | 'place'
  | 'breadcrumbs'
  | 'overallRating'
  | 'aspects'
  | 'isOwn'
  | 'author'
  | 'hideAuthor'
  | 'createdAt'
  | 'status'
  | 'points'
>;

/**
 * A review cut to what its card shows: of its aspects only the first with a comment (the card's
 * excerpt). Pages that list reviews send their server-rendered cards this, not the whole review
 * (rent, bills, photos, every aspect's comment): half the data written into the page and read again
 * by the phone.
 */
export function forCard(review: CardReview): CardReview {
  const excerpt = review.aspects.find((a) => a.comment);
  return {
    id: review.id,
    placeType: review.placeType,
    place: review.place,
    breadcrumbs: review.breadcrumbs,
    overallRating: review.overallRating,
    aspects: excerpt ? [excerpt] : [],
    isOwn: review.isOwn,
    author: review.author,
    hideAuthor: review.hideAuthor,
    createdAt: review.createdAt,
    status: review.status,
    points: review.points,
  };
}

/** A review in a list: where, how good, the first thing the tenant wrote, and when. */
export function ReviewCard({
  review,
  distanceMeters,
  distanceFrom = 'visitor',
}: {
  review: CardReview;
  distanceMeters?: number;
  /** What the distance is measured from: the visitor, or the fallback city centre. */
  distanceFrom?: 'visitor' | 'centre';
}) {
  const { locale, t, tag } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const excerpt = review.aspects.find((a) => a.comment);
  const context = review.breadcrumbs
    .filter((b) => b.id !== review.place.id)
    .map((b) => b.name)
    .reverse()
    .join(', ');
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-500 dark:text-stone-400">
            {t(`placeType.${review.placeType}` as MessageKey)}
          </p>
          <h3 className="break-words font-semibold">
            <Link to={`/${locale}/reviews/${review.id}`} className="hover:underline">
              {review.place.name}
            </Link>
          </h3>
          {context && <p className="break-words text-sm text-stone-600 dark:text-stone-400">{context}</p>}
        </div>
        <RatingBadge value={review.overallRating} testId="review-card-score" />
      </div>
      <Stars value={review.overallRating} />
      {excerpt?.comment && (
        <TranslatableText
          item={{ kind: 'reviewAspect', id: review.id, field: excerpt.aspect }}
          text={excerpt.comment}
          className="line-clamp-3 text-sm text-stone-700 dark:text-stone-300"
        />
      )}
      <p className="mt-auto flex flex-wrap gap-x-3 text-xs text-stone-500 dark:text-stone-400">
        <AuthorLink author={review.author}>
          {review.isOwn ? t('reviews.yoursShort') : (review.author?.name ?? t('reviews.anonymous'))}
        </AuthorLink>
        <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, reviewDateStyle(review))}</time>
        <EarnedSofas review={review} short />
        {distanceMeters !== undefined && (
          <span>
            {t(distanceFrom === 'visitor' ? 'reviews.distanceAway' : 'reviews.distanceFromCentre', {
              distance: formatDistance(distanceMeters, tag),
            })}
          </span>
        )}
        {!review.isOwn && (
          <span className="ml-auto">
            <ReportButton targetType="review" targetId={review.id} variant="link" />
          </span>
        )}
      </p>
    </article>
  );
}
