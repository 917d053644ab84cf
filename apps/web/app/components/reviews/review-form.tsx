import {
  type CreateReviewBody,
  LIMITS,
  type MonthYear,
  type Photo,
  type PlaceType,
  pointsForReview,
  type Review,
  type UpdateReviewBody,
} from '@app/contracts';
import type { MessageKey } from '@app/i18n';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { ConfirmDialogContent } from '../confirm-dialog';
import { PhotoUploader } from '../photos/photo-uploader';
import { SofasExplainer } from '../sofas/sofas-explainer';
import { CaptchaWidget } from './captcha-widget';
import {
  AspectField,
  type AspectValue,
  MoneyFields,
  type MoneyValue,
  MonthYearField,
} from './review-form-fields';

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
});

/** The values of an existing review, for the edit screen. */
export function valuesFromReview(review: Review): ReviewFormValues {
  return {
    aspects: Object.fromEntries(
      review.aspects.map((a) => [
        a.aspect,
        { rating: a.rating, ...(a.comment ? { comment: a.comment, commentOpen: true } : {}) },
      ]),
    ),
    // A period shown as years only keeps its months private; the form starts from January.
    livedFrom: { year: review.livedFrom.year, month: review.livedFrom.month ?? 1 },
    livedTo: review.livedTo ? { year: review.livedTo.year, month: review.livedTo.month ?? 1 } : null,
    stillLiving: review.livedTo === null,
    isCommercial: review.isCommercial,
    money: {
      rent: review.rent ? String(review.rent.amount) : '',
      winter: review.utilities?.winter !== undefined ? String(review.utilities.winter) : '',
      summer: review.utilities?.summer !== undefined ? String(review.utilities.summer) : '',
      currency: review.rent?.currency ?? review.utilities?.currency ?? 'GEL',
    },
    photos: review.photos,
    agreed: true,
    captcha: null,
  };
}

export function hasEnteredData(values: ReviewFormValues): boolean {
  return Object.values(values.aspects).some((a) => a.rating || a.comment?.trim());
}

const amount = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : undefined;
};

/** The request body from the form values (shared by create and edit). */
export function reviewFields(values: ReviewFormValues) {
  const aspects = Object.fromEntries(
    Object.entries(values.aspects)
      .filter(([, a]) => a.rating)
      .map(([name, a]) => [
        name,
        { rating: a.rating!, ...(a.comment?.trim() ? { comment: a.comment.trim() } : {}) },
      ]),
  );
  const rent = amount(values.money.rent);
  const winter = amount(values.money.winter);
  const summer = amount(values.money.summer);
  return {
    aspects,
    isCommercial: values.isCommercial,
    livedFrom: values.livedFrom as MonthYear,
    livedTo: values.stillLiving ? null : values.livedTo,
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
  } satisfies Omit<CreateReviewBody, 'placeId' | 'agreedToTerms' | 'captcha'> & UpdateReviewBody;
}

function Section({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="text-sm text-stone-600 dark:text-stone-400">{hint}</p>}
      {children}
    </section>
  );
}

/** Renders a message whose {placeholders} are elements (links inside a sentence, in any word order). */
function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? <span key={part}>{elements[part]}</span> : part));
}

export interface ReviewFormProps {
  mode: 'create' | 'update';
  placeType: PlaceType | null;
  aspects: readonly string[];
  values: ReviewFormValues;
  onValuesChange(values: ReviewFormValues): void;
  /** Publish/save; resolves when done (the form then stops guarding the page). */
  onSubmit(values: ReviewFormValues): Promise<void>;
  isAnonymous: boolean;
  ensureSession(): Promise<void>;
  /** Rendered first (the place picker on the create screen). */
  placeSection?: ReactNode;
}

/**
 * The review form (spec section 2): a comment per aspect, living period, commercial toggle, rent and
 * bills, photos, terms, captcha and Publish, with a progress indicator, the sofas it will earn,
 * and a confirmation before leaving with unsaved changes.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { locale, t } = useI18n();
  const { values } = props;
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  // Publishing while a photo still uploads would leave that photo out.
  const [uploadingPhotos, setUploadingPhotos] = useState(false);
  const [done, setDone] = useState(false);
  const [sofasOpen, setSofasOpen] = useState(false);
  const set = (patch: Partial<ReviewFormValues>) => props.onValuesChange({ ...values, ...patch });

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
    values.livedFrom !== null && (values.stillLiving || values.livedTo !== null),
    values.agreed,
    props.mode === 'update' || values.captcha !== null,
  ];
  const percent = Math.round((steps.filter(Boolean).length / steps.length) * 100);

  const dirty = hasEnteredData(values) && !done;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !submitting && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const validate = (): string[] => {
    const problems: string[] = [];
    if (rated === 0) problems.push(t('form.ratingError'));
    if (!values.livedFrom || (!values.stillLiving && !values.livedTo)) problems.push(t('form.period'));
    if (props.mode === 'create' && !values.agreed) problems.push(t('form.termsError'));
    if (props.mode === 'create' && !values.captcha) problems.push(t('form.captchaError'));
    return problems;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    if (problems.length > 0 || !props.placeType) return;
    setSubmitting(true);
    try {
      setDone(true);
      await props.onSubmit(values);
    } catch (error) {
      setDone(false);
      setErrors([error instanceof Error && error.message ? error.message : t('form.failed')]);
    } finally {
      setSubmitting(false);
    }
  };

  const aspectLabels = useMemo(
    () =>
      props.aspects.map((name) => ({ name, label: t(`aspect.${props.placeType}.${name}` as MessageKey) })),
    [props.aspects, props.placeType, t],
  );

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-3xl space-y-6">
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
        <>
          <Section title={t('form.aspects')} hint={t('form.aspectsHint')}>
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {aspectLabels.map(({ name, label }) => (
                <AspectField
                  key={name}
                  name={name}
                  label={label}
                  value={values.aspects[name] ?? {}}
                  onChange={(next) => set({ aspects: { ...values.aspects, [name]: next } })}
                />
              ))}
            </ul>
          </Section>

          <Section title={t('form.period')}>
            <div className="flex flex-wrap gap-6">
              <MonthYearField
                legend={t('form.from')}
                value={values.livedFrom}
                onChange={(livedFrom) => set({ livedFrom })}
              />
              <MonthYearField
                legend={t('form.to')}
                value={values.livedTo}
                onChange={(livedTo) => set({ livedTo })}
                disabled={values.stillLiving}
              />
            </div>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={values.stillLiving}
                onChange={(e) => set({ stillLiving: e.target.checked })}
                className="size-4"
              />
              {t('form.stillLiving')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                role="switch"
                aria-checked={values.isCommercial}
                checked={values.isCommercial}
                onChange={(e) => set({ isCommercial: e.target.checked })}
                className="size-4"
              />
              {t('form.commercial')}
            </label>
          </Section>

          <Section title={t('form.money')} hint={t('form.moneyHint')}>
            <MoneyFields value={values.money} onChange={(money) => set({ money })} />
          </Section>

          <Section title={t('form.photos')} hint={t('form.photosHint')}>
            <PhotoUploader
              photos={values.photos}
              onChange={(photos) => set({ photos })}
              max={LIMITS.photoMaxPerReview}
              label={t('form.addPhotos')}
              size="md"
              beforeUpload={props.ensureSession}
              onBusyChange={setUploadingPhotos}
            />
          </Section>

          <Section title={props.mode === 'create' ? t('form.publish') : t('form.save')}>
            {props.isAnonymous && (
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('form.anonymousNote')}</p>
            )}
            {props.mode === 'create' && (
              <>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    checked={values.agreed}
                    onChange={(e) => set({ agreed: e.target.checked })}
                    className="mt-1 size-4"
                  />
                  <span>
                    {withElements(t('form.terms'), {
                      privacy: (
                        <Link to={`/${locale}/privacy`} target="_blank" className="underline">
                          {t('form.termsPrivacy')}
                        </Link>
                      ),
                      tos: (
                        <Link to={`/${locale}/tos`} target="_blank" className="underline">
                          {t('form.termsTos')}
                        </Link>
                      ),
                    })}
                  </span>
                </label>
                <div>
                  <p className="mb-2 text-sm font-medium">{t('form.captcha')}</p>
                  <CaptchaWidget onChange={(captcha) => set({ captcha })} />
                </div>
              </>
            )}
            {errors.length > 0 && (
              <div role="alert">
                <ul className="list-disc space-y-1 pl-5 text-sm text-red-700 dark:text-red-400">
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </div>
            )}
            <button
              type="submit"
              disabled={submitting || uploadingPhotos}
              className="rounded-xl bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
            >
              {props.mode === 'create'
                ? submitting
                  ? t('form.publishing')
                  : t('form.publish')
                : submitting
                  ? t('form.saving')
                  : t('form.save')}
            </button>
          </Section>
        </>
      )}

      <AlertDialog.Root open={blocker.state === 'blocked'}>
        <ConfirmDialogContent
          title={t('form.leaveTitle')}
          text={t('form.leaveText')}
          confirm={t('form.leave')}
          cancel={t('form.stay')}
          onConfirm={() => blocker.proceed?.()}
          onCancel={() => blocker.reset?.()}
        />
      </AlertDialog.Root>
    </form>
  );
}
