import {
  LIMITS,
  type MonthYear,
  type Photo,
  type PlaceType,
  pointsForReview,
  type UpdateReviewBody,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import {
  type ComponentProps,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBlocker } from 'react-router';
import { ApiError } from '../../../shared/lib/api';
import { formatDate } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { completeYearsOnly, periodProblems } from '../utils/review-period';
import type { AspectValue, MoneyValue } from './review-form-fields';

/**
 * The sections below the place (fields, photos, captcha, Publish) load apart from the page, fetched
 * as soon as this module runs: by the time a place is picked they are here, and the create page's
 * first load stays small (issue 18).
 */
const sectionsReady = import('./review-form-sections');
const ReviewFormSections = lazy(() =>
  sectionsReady.then((module) => ({ default: module.ReviewFormSections })),
);
const ConfirmDialog = lazyDialog(() =>
  import('../../../shared/ui/confirm-dialog').then((module) => module.ConfirmDialog),
);
const answerWithAButton = () => {};

/**
 * A question of the form (leave the page? another type of place?), loaded when asked and answered
 * with one of its buttons: Escape keeps it open.
 */
export function FormQuestion(props: Omit<ComponentProps<typeof ConfirmDialog>, 'onOpenChange'>) {
  return <ConfirmDialog {...props} onOpenChange={answerWithAButton} />;
}

const SofasExplainer = lazyDialog(() =>
  import('../../points/explainer').then((module) => module.SofasExplainer),
);

export interface ReviewFormValues {
  aspects: Record<string, AspectValue>;
  livedFrom: MonthYear | null;
  livedTo: MonthYear | null;
  stillLiving: boolean;
  isCommercial: boolean;
  money: MoneyValue;
  photos: Photo[];
  agreed: boolean;
  captcha: string | null;
  /** Publish without the author's name (accounts with a name only; anonymous ones always are). */
  hideAuthor: boolean;
  /**
   * Show the living period as years only; null until the writer chooses: then it follows whether the
   * review carries their name (without it, years only: issue 30, private by default).
   */
  yearsOnly: boolean | null;
  /** Show rent and bills as ranges; null until chosen, like `yearsOnly`. */
  moneyAsRange: boolean | null;
  publishLater: boolean;
  /** YYYY-MM-DD, when publishLater */
  publishAt: string;
}

export const emptyReviewValues = (): ReviewFormValues => ({
  aspects: {},
  livedFrom: null,
  livedTo: null,
  stillLiving: false,
  isCommercial: false,
  money: { rent: '', winter: '', summer: '', currency: 'GEL' },
  photos: [],
  agreed: false,
  captcha: null,
  hideAuthor: false,
  yearsOnly: null,
  moneyAsRange: null,
  publishLater: false,
  publishAt: '',
});

/**
 * The values with the privacy choices the writer has not made filled in: a review without its
 * author's name shows years and money ranges, a named one months and amounts (the server's defaults).
 */
export function withPrivacyDefaults(values: ReviewFormValues, isAnonymous: boolean): ReviewFormValues {
  const isHidden = isAnonymous || values.hideAuthor;
  return {
    ...values,
    yearsOnly: values.yearsOnly ?? isHidden,
    moneyAsRange: values.moneyAsRange ?? isHidden,
  };
}

export function hasEnteredData(values: ReviewFormValues): boolean {
  return Object.values(values.aspects).some((a) => a.rating || a.comment?.trim());
}

/** Today and the latest allowed publication day, as the server counts them (UTC days). */
export function publishDateBounds(now = Date.now()): { min: string; max: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { min: day(now), max: day(now + LIMITS.publishDelayMaxDays * 86_400_000) };
}

/**
 * Both ends of the living period are known. Years only: the months may be left out (reviewFields
 * then sends the defined ones).
 */
function isPeriodComplete(values: ReviewFormValues): boolean {
  const known = (point: MonthYear | null) => Boolean(point?.year && (point.month || values.yearsOnly));
  return known(values.livedFrom) && (values.stillLiving || known(values.livedTo));
}

type FormKey = keyof ReviewFormValues;

/** The form entries behind each field of the request body, for a refusal that names its fields. */
const BODY_FIELD_ENTRIES: Record<string, readonly FormKey[]> = {
  aspects: ['aspects'],
  livedFrom: ['livedFrom', 'yearsOnly'],
  livedTo: ['livedTo', 'stillLiving', 'yearsOnly'],
  periodPrecision: ['yearsOnly'],
  isCommercial: ['isCommercial'],
  rent: ['money'],
  utilities: ['money'],
  moneyPrecision: ['moneyAsRange'],
  photoIds: ['photos'],
  hideAuthor: ['hideAuthor'],
  publishAt: ['publishLater', 'publishAt'],
  agreedToTerms: ['agreed'],
  captcha: ['captcha'],
};

/**
 * The entries whose change answers a refused publish: those behind the fields the API names, else
 * any the person makes. Never the captcha token alone: it comes by itself, not from the person.
 */
export function refusalCauses(error: unknown): readonly FormKey[] {
  const details = error instanceof ApiError ? (error.envelope?.details ?? []) : [];
  const named = details.map((detail) => BODY_FIELD_ENTRIES[detail.field.split('.')[0] ?? '']);
  if (named.length > 0 && named.every(Boolean)) return [...new Set(named.flat() as FormKey[])];
  return (Object.keys(emptyReviewValues()) as FormKey[]).filter((key) => key !== 'captcha');
}

/** The refusal still stands: none of its causes changed since (unchanged entries keep their object). */
export function refusalStands(refused: ReviewFormValues, now: ReviewFormValues, causes: readonly FormKey[]) {
  return causes.every((key) => Object.is(refused[key], now[key]));
}

/**
 * The form entries behind each part of the form: a server refusal whose causes all lie in one part
 * stands beside it; any other stays in the alert near Publish.
 */
const FORM_PARTS = {
  aspects: ['aspects'],
  period: ['livedFrom', 'livedTo', 'stillLiving', 'yearsOnly', 'isCommercial'],
  money: ['money', 'moneyAsRange'],
  photos: ['photos'],
  publishDate: ['publishLater', 'publishAt'],
  terms: ['agreed'],
  captcha: ['captcha'],
} as const satisfies Record<string, readonly FormKey[]>;
export type FormPart = keyof typeof FORM_PARTS;

/** The part of the form a refusal is about, when all its causes lie in one. */
export function refusedPart(causes: readonly FormKey[]): FormPart | null {
  if (causes.length === 0) return null;
  const parts = Object.entries(FORM_PARTS) as [FormPart, readonly FormKey[]][];
  return parts.find(([, keys]) => causes.every((key) => keys.includes(key)))?.[0] ?? null;
}

const amount = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : undefined;
};

/** The request body from the form values (shared by create and edit). */
export function reviewFields(entered: ReviewFormValues, options: { isPublic: boolean }) {
  // Years only: months left out get the defined ones (the server stores months).
  const values = entered.yearsOnly
    ? { ...entered, ...completeYearsOnly(entered.livedFrom, entered.livedTo) }
    : entered;
  const aspects = Object.fromEntries(
    Object.entries(values.aspects)
      .filter(([, a]) => a.rating)
      .map(([name, a]) => [
        name,
        { rating: a.rating!, ...(a.comment?.trim() ? { comment: a.comment.trim() } : {}) },
      ]),
  );
  const monthsUnknown = values.livedFrom?.month === 0 || (!values.stillLiving && values.livedTo?.month === 0);
  const rent = amount(values.money.rent);
  const winter = amount(values.money.winter);
  const summer = amount(values.money.summer);
  return {
    aspects,
    isCommercial: values.isCommercial,
    ...(monthsUnknown
      ? {}
      : { livedFrom: values.livedFrom as MonthYear, livedTo: values.stillLiving ? null : values.livedTo }),
    rent: rent !== undefined ? { amount: rent, currency: values.money.currency } : null,
    utilities:
      winter !== undefined || summer !== undefined
        ? {
            ...(winter !== undefined ? { winter } : {}),
            ...(summer !== undefined ? { summer } : {}),
            currency: values.money.currency,
          }
        : null,
    photoIds: values.photos.map((p) => p.id),
    // Not chosen: the server's default for the review (years and ranges without the author's name).
    ...(values.yearsOnly === null ? {} : { periodPrecision: values.yearsOnly ? 'year' : 'month' }),
    ...(values.moneyAsRange === null ? {} : { moneyPrecision: values.moneyAsRange ? 'range' : 'exact' }),
    // Once readers have seen a review, its author's name and its publication day stay as they were.
    ...(options.isPublic
      ? {}
      : {
          hideAuthor: values.hideAuthor,
          publishAt: values.publishLater && values.publishAt ? values.publishAt : null,
        }),
    // A new review always has its period (the form checks): only an edit may leave it out.
  } satisfies UpdateReviewBody;
}

export interface ReviewFormProps {
  mode: 'create' | 'update';
  placeType: PlaceType | null;
  aspects: readonly string[];
  values: ReviewFormValues;
  /**
   * Applies a change to the values as they are when React applies it (a state updater): the page may
   * have replaced them meanwhile (emptied on a sign-out), and a change made from the values this
   * render saw would bring the old ones back.
   */
  onValuesChange(update: (values: ReviewFormValues) => ReviewFormValues): void;
  /** Publish/save; resolves when done (the form then stops guarding the page). */
  onSubmit(values: ReviewFormValues): Promise<void>;
  isAnonymous: boolean;
  ensureSession(): Promise<void>;
  /**
   * The review being edited: its photos upload under it, as its author, so a browser holding a grant
   * from its private link may add some too (issue 30). None on the create screen.
   */
  reviewId?: string | undefined;
  /** Rendered first (the place picker on the create screen). */
  placeSection?: ReactNode;
  /**
   * The review has been public (published, or hidden after it was): its author's name and its
   * publication day can no longer change. False for a new review, a held or a scheduled one.
   */
  isPublic: boolean;
}

/**
 * The review form (spec section 2): a comment per aspect, living period, commercial toggle, rent and
 * bills, photos, terms, captcha and Publish, with a progress indicator, the sofas it will earn,
 * and a confirmation before leaving with unsaved changes.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { t, tag } = useI18n();
  // What the form shows and sends: the writer's choices, the privacy defaults where none was made.
  const values = withPrivacyDefaults(props.values, props.isAnonymous);
  // The server's refusal, the values it refused and what must change to answer it.
  const [refusal, setRefusal] = useState<{
    errors: string[];
    values: ReviewFormValues;
    causes: readonly FormKey[];
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Publishing while a photo still uploads would leave that photo out.
  const [uploadingPhotos, setUploadingPhotos] = useState(false);
  const [done, setDone] = useState(false);
  const [sofasOpen, setSofasOpen] = useState(false);
  // The server spends a captcha on every publish attempt, so a failed one needs a fresh widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  // As entered: a change elsewhere must not turn an unmade privacy choice into a made one.
  const latestValues = useRef(props.values);
  latestValues.current = props.values;
  // Patches apply to the latest values, not this render's: the captcha's "verified" event and a
  // tick of the terms box can land before React re-renders, and the second would undo the first
  // (a verified captcha then read as missing: "Captcha verification is required"); and a page that
  // empties the form (a sign-out, issue 30) is not undone by a patch made from the values before.
  const set = (patch: Partial<ReviewFormValues>) => {
    latestValues.current = { ...latestValues.current, ...patch };
    props.onValuesChange((current) => ({ ...current, ...patch }));
  };

  const rated = Object.values(values.aspects).filter((a) => a.rating).length;
  const commented = Object.values(values.aspects).filter((a) => a.rating && a.comment?.trim()).length;
  const points = pointsForReview({
    aspectsRated: rated,
    aspectsCommented: commented,
    photos: values.photos.length,
    sharesRent: amount(values.money.rent) !== undefined,
  });
  const steps = [
    props.placeType !== null,
    rated > 0,
    isPeriodComplete(values),
    values.agreed,
    props.mode === 'update' || values.captcha !== null,
  ];
  // Without a place the rest of the form is not there (after "Change address" too): nothing is done.
  const percent =
    props.placeType === null ? 0 : Math.round((steps.filter(Boolean).length / steps.length) * 100);

  const dirty = hasEnteredData(values) && !done;
  // Leaving for another page asks first. The same page in another language does not: the draft is
  // kept in the browser (features/reviews/utils/review-draft), which is also why a reload or closing the tab no longer
  // asks (the draft is restored on return).
  const withoutLocale = (path: string) => path.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting &&
      withoutLocale(currentLocation.pathname) !== withoutLocale(nextLocation.pathname),
  );

  const [attempted, setAttempted] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const periodMissing = attempted && !isPeriodComplete(values);
  const periodErrors = [
    ...(periodMissing ? [t('form.error.periodMissing')] : []),
    ...periodProblems(values).map((key) => t(key)),
  ];
  // Publish with problems: focus the first field marked invalid (or the first star when none rated).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per Publish attempt
  useEffect(() => {
    if (focusTick === 0) return;
    const form = formRef.current;
    const target =
      (rated === 0 ? form?.querySelector<HTMLElement>('input[name^="aspect-"]') : null) ??
      form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden]), [data-invalid="true"]');
    target?.focus();
  }, [focusTick]);

  const validate = (): string[] => {
    const problems: string[] = [];
    if (rated === 0) problems.push(t('form.ratingError'));
    if (!isPeriodComplete(values)) problems.push(t('form.error.periodMissing'));
    problems.push(...periodProblems(values).map((key) => t(key)));
    const dateProblem = publishDateProblem();
    if (dateProblem) problems.push(dateProblem);
    if (props.mode === 'create' && !values.agreed) problems.push(t('form.termsError'));
    if (props.mode === 'create' && !values.captcha) problems.push(t('form.captchaError'));
    return problems;
  };
  function publishDateProblem(): string | null {
    if (props.isPublic || !values.publishLater) return null;
    const { min, max } = publishDateBounds();
    if (values.publishAt && values.publishAt >= min && values.publishAt <= max) return null;
    return t('form.publishDateError', { from: formatDate(min, tag, 'UTC'), to: formatDate(max, tag, 'UTC') });
  }

  // After a Publish, the form's own checks are shown live (each disappears once fixed; the rating
  // and period ones stand beside their fields); the server's refusal stays until its cause changes.
  const ratingMissing = attempted && rated === 0;
  const publishDateError = attempted ? publishDateProblem() : null;
  const termsError = attempted && props.mode === 'create' && !values.agreed ? t('form.termsError') : null;
  const captchaError =
    attempted && props.mode === 'create' && !values.captcha ? t('form.captchaError') : null;
  const besideFields = [
    ...periodErrors,
    t('form.ratingError'),
    t('form.termsError'),
    t('form.captchaError'),
    ...(publishDateError ? [publishDateError] : []),
  ];
  // A server refusal about one part of the form (a field, the period, the photos) stands beside it;
  // one about several parts, or none named, stays near Publish.
  const refused = refusal && refusalStands(refusal.values, props.values, refusal.causes) ? refusal : null;
  const refusedIn = refused ? refusedPart(refused.causes) : null;
  const refusedAt = (part: FormPart) => (refused && refusedIn === part ? refused.errors : []);
  const captchaErrors = [...(captchaError ? [captchaError] : []), ...refusedAt('captcha')];
  const termsErrors = [...(termsError ? [termsError] : []), ...refusedAt('terms')];
  const dateErrors = [...(publishDateError ? [publishDateError] : []), ...refusedAt('publishDate')];
  const periodShown = [...periodErrors, ...refusedAt('period')];
  const shownErrors = [
    ...(attempted ? validate().filter((problem) => !besideFields.includes(problem)) : []),
    ...(refused && !refusedIn ? refused.errors : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate();
    setAttempted(true);
    setRefusal(null);
    if (problems.length > 0) setFocusTick((tick) => tick + 1);
    if (problems.length > 0 || !props.placeType) return;
    setSubmitting(true);
    try {
      setDone(true);
      await props.onSubmit(values);
    } catch (error) {
      setDone(false);
      let failed = latestValues.current;
      if (props.mode === 'create') {
        failed = { ...failed, captcha: null };
        props.onValuesChange((current) => ({ ...current, captcha: null }));
        setCaptchaRound((round) => round + 1);
      }
      // The form's own checks passed: no live "captcha required" while a fresh one solves itself.
      setAttempted(false);
      setRefusal({
        values: failed,
        causes: refusalCauses(error),
        errors: (await import('../../../shared/lib/api-errors')).apiErrorMessages(t, error, {
          fallback: props.mode === 'create' ? 'form.failed' : 'errors.somethingWentWrong',
          aspectLabel: (name) => aspectLabels.find((a) => a.name === name)?.label ?? name,
        }),
      });
      setFocusTick((tick) => tick + 1);
    } finally {
      setSubmitting(false);
    }
  };

  const aspectLabels = useMemo(
    () =>
      props.aspects.map((name) => ({
        name,
        label: t(`aspect.${props.placeType}.${name}` as MessageKey),
        hint: t(`aspectHint.${name}` as MessageKey),
      })),
    [props.aspects, props.placeType, t],
  );

  return (
    <form
      data-section="form"
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="mx-auto max-w-3xl space-y-6"
    >
      <div className="sticky top-0 z-10 -mx-2 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50/95 px-2 py-2 backdrop-blur dark:bg-stone-950/95">
        <div className="min-w-48 flex-1">
          <div className="text-sm font-medium" id="form-progress-label">
            {t('form.progress', { percent })}
          </div>
          <div
            role="progressbar"
            aria-labelledby="form-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
          >
            <div
              className="h-full rounded-full bg-primary-600 transition-all"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <button
          type="button"
          onClick={() => setSofasOpen(true)}
          className="rounded-full bg-primary-100 px-3 py-1 text-sm font-medium text-primary-900 underline-offset-4 hover:underline dark:bg-primary-900 dark:text-primary-100"
        >
          {props.isAnonymous ? t('form.signUpForPoints') : t('reviews.earns', { count: points })}
        </button>
        <SofasExplainer open={sofasOpen} onOpenChange={setSofasOpen} />
      </div>

      {props.placeSection}

      {props.placeType && (
        <Suspense
          fallback={
            <p role="status" className="text-center text-stone-600 dark:text-stone-400">
              {t('common.loading')}
            </p>
          }
        >
          <ReviewFormSections
            mode={props.mode}
            isAnonymous={props.isAnonymous}
            isPublic={props.isPublic}
            values={values}
            set={set}
            aspects={aspectLabels}
            ratingMissing={ratingMissing}
            periodErrors={periodShown}
            dateErrors={dateErrors}
            termsErrors={termsErrors}
            captchaErrors={captchaErrors}
            refusedAt={refusedAt}
            shownErrors={shownErrors}
            captchaRound={captchaRound}
            busy={submitting || uploadingPhotos}
            submitting={submitting}
            onPhotosBusyChange={setUploadingPhotos}
            ensureSession={props.ensureSession}
            reviewId={props.reviewId}
          />
        </Suspense>
      )}

      <FormQuestion
        open={blocker.state === 'blocked'}
        title={t('form.leaveTitle')}
        // A new review's draft stays in the browser (routes/reviews.create.tsx); an edit's changes do not.
        text={t(props.mode === 'create' ? 'form.leaveDraftText' : 'form.leaveText')}
        confirm={t('form.leave')}
        cancel={t('form.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );
}
