import { ASPECTS, type Review } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth, useRequireAuth } from '../features/auth';
import { ReviewForm, type ReviewFormValues, reviewFields } from '../features/reviews/components/review-form';
import { ApiError } from '../shared/lib/api';
import { api } from '../shared/lib/api-client';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { reviewGrant } from '../shared/lib/review-keys';
import { toast } from '../shared/lib/toast';
import type { Route } from './+types/reviews.$id.update';

/** The values of an existing review, for the edit screen (the create page never needs this). */
function valuesFromReview(review: Review): ReviewFormValues {
  return {
    aspects: Object.fromEntries(
      review.aspects.map((a) => [
        a.aspect,
        { rating: a.rating, ...(a.comment ? { comment: a.comment, commentOpen: true } : {}) },
      ]),
    ),
    // The author sees their months; should a years-only period ever come without them, 0 marks
    // "unknown" and the edit leaves the stored period as it is.
    livedFrom: { month: review.livedFrom.month ?? 0, year: review.livedFrom.year },
    livedTo: review.livedTo ? { month: review.livedTo.month ?? 0, year: review.livedTo.year } : null,
    stillLiving: review.livedTo === null,
    isCommercial: review.isCommercial,
    money: {
      // The author receives the amounts even when readers see ranges.
      rent: review.rent?.amount != null ? String(review.rent.amount) : '',
      winter: review.utilities?.winter !== undefined ? String(review.utilities.winter) : '',
      summer: review.utilities?.summer !== undefined ? String(review.utilities.summer) : '',
      currency: review.rent?.currency ?? review.utilities?.currency ?? 'GEL',
    },
    photos: review.photos,
    agreed: true,
    captcha: null,
    hideAuthor: review.hideAuthor,
    yearsOnly: review.periodPrecision === 'year',
    moneyAsRange: review.moneyPrecision === 'range',
    publishLater: review.status === 'scheduled' && review.publishAt !== null,
    publishAt: review.publishAt ?? '',
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.reviewUpdate.title',
    descriptionKey: 'meta.reviewUpdate.description',
    noindex: true,
  });

/** Readers have seen it: published, or hidden by a moderator after it was. */
const isPublicStatus = (review: Review) => review.status === 'published' || review.status === 'hidden';

type State =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'missing' }
  | { status: 'locked' }
  | { status: 'ready'; review: Review; values: ReviewFormValues };

/** Spec section 2: edit one's own review; anyone else sees the access-denied state. */
export default function UpdateReview({ params }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const allowed = useRequireAuth(true, reviewGrant(params.id) !== null);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!allowed) return;
    // This page's two calls stay here, not in features/reviews/api/ (get-review, update-review):
    // a module this route shares with the review's page would be a chunk of its own in the first
    // load (+270 B gzip, over this page's budget in apps/web/js-budget.json).
    api('GET /reviews/:id', { params: { id: params.id }, query: { lang: locale } })
      .then((review) =>
        setState(
          !review.isOwn
            ? { status: 'denied' }
            : review.isLocked
              ? { status: 'locked' }
              : { status: 'ready', review, values: valuesFromReview(review) },
        ),
      )
      .catch((error) =>
        setState(
          error instanceof ApiError && error.status === 404 ? { status: 'missing' } : { status: 'denied' },
        ),
      );
  }, [allowed, params.id, locale]);

  const save = async (values: ReviewFormValues) => {
    // A refusal (locked, not the author's, invalid) reaches the form, which says it in words.
    await api('PATCH /reviews/:id', {
      params: { id: params.id },
      query: { lang: locale },
      body: reviewFields(values, { isPublic: state.status === 'ready' && isPublicStatus(state.review) }),
    });
    toast.success(t('form.saved'));
    navigate(`/${locale}/reviews/${params.id}`);
  };

  if (!allowed || state.status === 'loading') {
    return <p className="text-center text-stone-600 dark:text-stone-400">{t('common.loading')}</p>;
  }
  if (state.status !== 'ready') {
    const title =
      state.status === 'missing'
        ? t('reviews.notFound')
        : state.status === 'locked'
          ? t('form.lockedError')
          : t('reviews.accessDenied');
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {state.status === 'missing' && (
          <p className="mt-3 text-stone-600 dark:text-stone-400">{t('reviews.notFoundText')}</p>
        )}
        <Link to={`/${locale}/reviews/${params.id}`} className="mt-6 inline-block underline">
          {t('reviews.readMore')}
        </Link>
      </section>
    );
  }
  const { review } = state;
  return (
    <div className="space-y-6">
      <header className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('reviews.updateTitle')}</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-400">
          {review.breadcrumbs.map((b) => b.name).join(' › ')}
        </p>
      </header>
      <ReviewForm
        mode="update"
        placeType={review.placeType}
        aspects={ASPECTS[review.placeType]}
        values={state.values}
        onValuesChange={(update) =>
          setState((current) =>
            current.status === 'ready' ? { ...current, values: update(current.values) } : current,
          )
        }
        onSubmit={save}
        isAnonymous={!user || user.anonymous}
        // Photos upload under the review, as its author: a session or this browser's grant for it.
        ensureSession={async () => {}}
        reviewId={review.id}
        isPublic={isPublicStatus(review)}
      />
    </div>
  );
}
