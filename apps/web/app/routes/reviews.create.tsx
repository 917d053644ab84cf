import type { EndpointBody, PlaceForReviewResponse } from '@app/contracts';
import { formatDayInSentence } from '@app/i18n';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { createReview } from '../features/reviews/api/create-review';
import {
  emptyReviewValues,
  FormQuestion,
  hasEnteredData,
  ReviewForm,
  type ReviewFormValues,
  reviewFields,
} from '../features/reviews/components/review-form';
import { createSubmissionKeys, getStoredToken, StepFailed } from '../shared/lib/api';
import { api } from '../shared/lib/api-client';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { deferredPart } from '../shared/ui/deferred-part';
import { PageSection } from '../shared/ui/page-section';
import { ScreenIntro } from '../shared/ui/screen-intro';

/**
 * The place picker (its search, suggestions and add-address step) in a chunk of its own, fetched as
 * soon as its section is on the screen: the form's shell hydrates first (issue 35).
 */
const PlacePicker = deferredPart('place-picker', 'picker', () =>
  import('../features/places/components/place-picker').then((module) => module.PlacePicker),
);

// The draft store is fetched after the first render (the page is close to its JavaScript budget).
type DraftStore = typeof import('../features/reviews/utils/review-draft');
let draftStore: DraftStore | null = null;
const draftStoreReady = import('../features/reviews/utils/review-draft').then((store) => {
  draftStore = store;
  return store;
});

import type { Route } from './+types/reviews.create';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.reviewCreate.title',
    descriptionKey: 'meta.reviewCreate.description',
  });

/**
 * Spec section 2, "Create review". Anyone may write: a visitor without an account gets an anonymous
 * session (spec section 6) when the first photo uploads or the review is published.
 */
export default function CreateReview() {
  const { locale, t, tag } = useI18n();
  const { user, token, ready, signInAnonymously, refresh } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [draftRestored, setDraftRestored] = useState(false);
  const [place, setPlace] = useState<PlaceForReviewResponse | null>(null);
  const [pendingPlace, setPendingPlace] = useState<PlaceForReviewResponse | null>(null);
  // "Change address" empties the picker first; the place chosen before is what the data belongs to.
  const [lastPlace, setLastPlace] = useState<PlaceForReviewResponse | null>(null);
  const [values, setValues] = useState<ReviewFormValues>(emptyReviewValues);
  // A double submit or a retried request publishes one review (the server keeps the first answer).
  const [submissionKeys] = useState(createSubmissionKeys);
  const initialPlaceId = searchParams.get('placeId') ?? undefined;

  const ensureSession = async () => {
    if (token) return;
    try {
      await signInAnonymously();
    } catch (error) {
      throw new StepFailed('auth.anonymous.failed', error);
    }
  };

  // Another place type is rated on other aspects: what was entered is cleared, after asking.
  const choosePlace = (next: PlaceForReviewResponse | null) => {
    if (next && lastPlace && next.placeType !== lastPlace.placeType && hasEnteredData(values)) {
      setPendingPlace(next);
      return;
    }
    setPlace(next);
    if (!next) return;
    setLastPlace(next);
    // The address goes into the URL, so a reload or a language switch finds the place and its draft.
    // Without asking the server again (nothing it sent depends on the query): a navigation still
    // waiting when the visitor clicks away would, once done, dismiss the "leave page?" question.
    if (searchParams.get('placeId') !== next.place.id) {
      setSearchParams(
        { placeId: next.place.id },
        { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
      );
    }
  };

  // Whose draft this page reads and writes: known once the session is (issue 30).
  // (shared/lib/draft-owner's draftOwner, written out: that module stays out of the page's first load.)
  const owner = ready ? (user?.id ?? 'guest') : null;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  // The chosen place's draft of this person, once per place and person, when nothing is entered yet.
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!place || !owner) return;
    const key = `${owner} ${place.place.id}`;
    if (restoredFor.current === key) return;
    restoredFor.current = key;
    if (hasEnteredData(valuesRef.current)) return;
    void draftStoreReady.then((store) => {
      const draft = store.loadDraft<ReviewFormValues>(owner, place.place.id);
      if (!draft || hasEnteredData(valuesRef.current)) return;
      setValues({ ...emptyReviewValues(), ...draft });
      setDraftRestored(true);
    });
  }, [place, owner]);

  // The draft is kept in the browser while writing (issue 17: nothing lost). What a visitor entered
  // goes on with the account they get or sign in with (the same person at the keyboard); what an
  // account entered is not handed on to the next session (a sign-out, another account): the form
  // empties instead (issue 30).
  const writer = useRef<string | null>(null);
  useEffect(() => {
    if (!owner) return;
    if (writer.current !== owner) {
      const previous = writer.current;
      writer.current = owner;
      if (previous !== null && previous !== 'guest') {
        setValues(emptyReviewValues());
        setDraftRestored(false);
        return;
      }
    }
    // An account's draft is written only while its session is in this browser: a render that runs
    // after a sign-out emptied storage but before the form emptied cannot write it back.
    if (owner !== 'guest' && !getStoredToken()) return;
    if (place && hasEnteredData(values)) draftStore?.saveDraft(owner, place.place.id, values);
  }, [owner, place, values]);

  const discardDraft = () => {
    if (place) draftStore?.clearDraft(place.place.id);
    setValues(emptyReviewValues());
    setDraftRestored(false);
  };

  const publish = async (form: ReviewFormValues) => {
    if (!place) return;
    const wasAnonymous = !user || user.anonymous;
    await ensureSession();
    const body = {
      placeId: place.place.id,
      ...reviewFields(form, { isPublic: false }),
      language: locale,
      agreedToTerms: true,
      captcha: form.captcha,
    };
    const review = await createReview({
      query: { lang: locale },
      // What was entered, as it is: a missing period or captcha is answered by the server's field
      // errors, which the form shows (the contract's type requires them).
      body: body as EndpointBody<'POST /reviews'>,
      idempotencyKey: submissionKeys.keyFor(body),
    });
    submissionKeys.reset();
    draftStore?.clearDraft(place.place.id);
    if (review.status === 'scheduled' && review.publishAt) {
      toast.success(
        t('form.scheduledToast', { date: formatDayInSentence(new Date(review.publishAt), tag, 'on', 'UTC') }),
      );
    } else if (review.status === 'held') toast.success(t('form.heldToast'));
    else toast.success(t('form.published'));
    // The review paid its author: refresh the score shown in the header.
    void refresh();
    // Written without an account: its private key, shown once on the review's page (issue 30). A
    // failure here is not the publication's: the page offers to make one. The call stays here, not
    // features/reviews/api/create-review-key.ts: a module this route shares with the review's page
    // would be a chunk of its own in the first load (over this page's budget, js-budget.json).
    const reviewKey = wasAnonymous
      ? await api('POST /reviews/:id/key', { params: { id: review.id } }).catch(() => undefined)
      : undefined;
    navigate(`/${locale}/reviews/${review.id}`, reviewKey ? { state: { reviewKey } } : undefined);
  };

  return (
    <div className="space-y-8">
      <ScreenIntro titleKey="meta.reviewCreate.title" descriptionKey="meta.reviewCreate.description" />
      <PageSection name="form">
        <ReviewForm
          mode="create"
          placeType={place?.placeType ?? null}
          aspects={place?.aspects ?? []}
          values={values}
          onValuesChange={setValues}
          onSubmit={publish}
          isAnonymous={!user || user.anonymous}
          ensureSession={ensureSession}
          isPublic={false}
          placeSection={
            <PageSection name="picker">
              <section
                data-section="picker"
                aria-labelledby="place-picker-title"
                className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
              >
                <h2 id="place-picker-title" className="mb-4 text-lg font-semibold">
                  {t('form.place')}
                </h2>
                <PlacePicker
                  value={place}
                  onChange={choosePlace}
                  {...(initialPlaceId ? { initialPlaceId } : {})}
                  // From an address page's "Be the first": "street house, city", the add-address step's input.
                  initialAddress={searchParams.get('address')}
                  {...(user?.mapsLanguage ? { mapsLanguage: user.mapsLanguage } : {})}
                />
                {draftRestored && place && (
                  <p role="status" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
                    {t('form.draftRestored')}
                    <button
                      type="button"
                      onClick={discardDraft}
                      className="font-medium text-red-700 underline dark:text-red-400"
                    >
                      {t('form.discardDraft')}
                    </button>
                  </p>
                )}
              </section>
            </PageSection>
          }
        />
      </PageSection>
      <FormQuestion
        open={pendingPlace !== null}
        title={t('form.changePlaceTitle')}
        text={t('form.changePlaceText')}
        confirm={t('form.changePlaceConfirm')}
        cancel={t('reviews.cancel')}
        onConfirm={() => {
          setValues(emptyReviewValues());
          setPlace(pendingPlace);
          setLastPlace(pendingPlace);
          setPendingPlace(null);
        }}
        onCancel={() => {
          setPlace(lastPlace);
          setPendingPlace(null);
        }}
      />
    </div>
  );
}
