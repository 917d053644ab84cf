import { LIMITS } from '@app/contracts';
import { moneyBand } from '@app/contracts/money-bands';
import { formatNumber, hasLocaleData } from '@app/i18n';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { withElements } from '../../../shared/lib/with-elements';
import { CaptchaWidget } from '../../captcha';
import { PhotoUploader } from '../../photos/uploader';
import { currentMonth } from '../utils/review-period';
import { type FormPart, publishDateBounds, type ReviewFormValues } from './review-form';
import { AspectField, inputClass, MoneyFields, MonthYearField } from './review-form-fields';

/** Messages beside the field they are about (the field points at them with aria-describedby), one per line. */
function FieldError(props: { id: string; texts: readonly string[] }) {
  // The form's own check and the server can say the same thing ("captcha required"): once.
  const texts = [...new Set(props.texts)];
  if (texts.length === 0) return null;
  return (
    <div id={props.id} role="alert" className="text-sm text-red-700 dark:text-red-400">
      {texts.length === 1 ? (
        <p>{texts[0]}</p>
      ) : (
        <ul className="space-y-1">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CheckboxField(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {props.hint}
        </p>
      </div>
    </div>
  );
}

/**
 * A part of the form. With `errors` (a refusal about this part as a whole) they stand at its end,
 * and the section is what a failed Publish focuses: its heading and the messages are read out.
 */
function Section({
  title,
  children,
  hint,
  errors = [],
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  errors?: readonly string[];
}) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <section
      aria-labelledby={id}
      aria-describedby={invalid ? `${id}-errors` : undefined}
      data-invalid={invalid ? 'true' : undefined}
      tabIndex={invalid ? -1 : undefined}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="text-sm text-stone-600 dark:text-stone-400">{hint}</p>}
      {children}
      <FieldError id={`${id}-errors`} texts={errors} />
    </section>
  );
}

/**
 * Everything of the review form below the place: aspects, period, money, photos, privacy, terms,
 * captcha and Publish. Loaded apart from the page (review-form.tsx starts fetching it as the page
 * starts), so that the create page's first load carries only the place picker; the form's state,
 * checks and progress stay in ReviewForm, which passes them here.
 */
export function ReviewFormSections(props: {
  mode: 'create' | 'update';
  isAnonymous: boolean;
  isPublic: boolean;
  values: ReviewFormValues;
  set(patch: Partial<ReviewFormValues>): void;
  aspects: readonly { name: string; label: string; hint: string }[];
  ratingMissing: boolean;
  /** Beside the living period: the form's own checks and a refusal about the period. */
  periodErrors: readonly string[];
  dateErrors: readonly string[];
  termsErrors: readonly string[];
  captchaErrors: readonly string[];
  /** A server refusal about this part of the form as a whole. */
  refusedAt(part: FormPart): readonly string[];
  /** Near Publish: what belongs to no single field. */
  shownErrors: readonly string[];
  /** A new captcha widget after each refused publish (the server spends one per attempt). */
  captchaRound: number;
  /** Publishing, or a photo still uploading. */
  busy: boolean;
  submitting: boolean;
  onPhotosBusyChange(busy: boolean): void;
  ensureSession(): Promise<void>;
  /** The review being edited (its photos upload under it); none while writing a new one. */
  reviewId?: string | undefined;
}) {
  const { locale, t, tag } = useI18n();
  const dateId = useId();
  const { values, set, aspects, ratingMissing, periodErrors, dateErrors, termsErrors, captchaErrors } = props;
  const { refusedAt, shownErrors, captchaRound, submitting } = props;
  const latestMonth = currentMonth();
  /** "Readers see GEL 1,000–1,500 instead of GEL 1,200": the rent entered, or an example. */
  const moneyRangeHint = () => {
    const entered = Number(values.money.rent.replace(',', '.'));
    const amount = values.money.rent.trim() && Number.isFinite(entered) ? entered : 1200;
    const band = moneyBand(amount);
    const { currency } = values.money;
    // As the review page writes a band (review-money.ts), which this lazy part does not import: a
    // chunk shared with the review page would cost that page's first load a file of its own.
    const range = hasLocaleData(tag)
      ? new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 })
      : null;
    return t('form.moneyAsRangeHint', {
      range:
        range?.formatRange(band.from, band.to) ??
        `${formatNumber(band.from, tag, { maximumFractionDigits: 0 })}–${formatMoney(band.to, currency, tag)}`,
      amount: formatMoney(amount, currency, tag),
    });
  };
  return (
    <>
      <Section
        title={t('form.aspects')}
        hint={`${t('form.aspectsHint')} ${t('reviews.scoreRule')}`}
        errors={refusedAt('aspects')}
      >
        {ratingMissing && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('form.ratingError')}
          </p>
        )}
        <ul className="divide-y divide-stone-200 dark:divide-stone-800">
          {aspects.map(({ name, label, hint }) => (
            <AspectField
              key={name}
              name={name}
              label={label}
              hint={hint}
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
            latest={latestMonth}
            errorId={periodErrors.length > 0 ? `${dateId}-period` : undefined}
            yearsOnly={values.yearsOnly === true}
          />
          <MonthYearField
            legend={t('form.to')}
            value={values.livedTo}
            onChange={(livedTo) => set({ livedTo })}
            disabled={values.stillLiving}
            latest={latestMonth}
            errorId={periodErrors.length > 0 ? `${dateId}-period` : undefined}
            yearsOnly={values.yearsOnly === true}
          />
        </div>
        {periodErrors.length > 0 && (
          <ul id={`${dateId}-period`} className="space-y-1 text-sm text-red-700 dark:text-red-400">
            {periodErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
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

      <Section title={t('form.money')} hint={t('form.moneyHint')} errors={refusedAt('money')}>
        <MoneyFields value={values.money} onChange={(money) => set({ money })} />
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('form.moneyIdentifies')}</p>
        <CheckboxField
          label={t('form.moneyAsRange')}
          hint={moneyRangeHint()}
          checked={values.moneyAsRange === true}
          onChange={(moneyAsRange) => set({ moneyAsRange })}
        />
      </Section>

      <Section title={t('form.photos')} hint={t('form.photosHint')} errors={refusedAt('photos')}>
        <PhotoUploader
          photos={values.photos}
          onChange={(photos) => set({ photos })}
          max={LIMITS.photoMaxPerReview}
          label={t('form.addPhotos')}
          size="md"
          beforeUpload={props.ensureSession}
          reviewId={props.reviewId}
          onBusyChange={props.onPhotosBusyChange}
        />
      </Section>

      <Section title={t('form.privacyTitle')}>
        {props.isAnonymous ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('form.alwaysAnonymous')}</p>
        ) : (
          <CheckboxField
            label={t('form.hideAuthor')}
            hint={props.isPublic ? t('form.hideAuthorFixed') : t('form.hideAuthorHint')}
            checked={values.hideAuthor}
            disabled={props.isPublic}
            onChange={(hideAuthor) => set({ hideAuthor })}
          />
        )}
        {(props.isAnonymous || values.hideAuthor) && (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('form.privateByDefault')}</p>
        )}
        <CheckboxField
          label={t('form.yearsOnly')}
          hint={t('form.yearsOnlyHint')}
          checked={values.yearsOnly === true}
          onChange={(yearsOnly) => set({ yearsOnly })}
        />
        {!props.isPublic && (
          <>
            <CheckboxField
              label={t('form.publishLater')}
              hint={t('form.publishLaterHint')}
              checked={values.publishLater}
              onChange={(publishLater) => set({ publishLater })}
            />
            {values.publishLater && (
              <div className="ml-6 flex flex-col gap-1">
                <label htmlFor={dateId} className="text-sm font-medium">
                  {t('form.publishDate')}
                </label>
                <input
                  id={dateId}
                  type="date"
                  min={publishDateBounds().min}
                  max={publishDateBounds().max}
                  value={values.publishAt}
                  onChange={(e) => set({ publishAt: e.target.value })}
                  aria-invalid={dateErrors.length > 0 ? true : undefined}
                  aria-describedby={dateErrors.length > 0 ? `${dateId}-error` : undefined}
                  className={`${inputClass} w-fit`}
                />
                <FieldError id={`${dateId}-error`} texts={dateErrors} />
              </div>
            )}
          </>
        )}
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {withElements(t('form.policy'), {
            policy: (
              <Link to={`/${locale}/content-policy`} target="_blank" className="underline">
                {t('form.policyLink')}
              </Link>
            ),
          })}
        </p>
      </Section>

      <Section title={props.mode === 'create' ? t('form.publish') : t('form.save')}>
        {props.mode === 'create' && (
          <>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                checked={values.agreed}
                onChange={(e) => set({ agreed: e.target.checked })}
                aria-invalid={termsErrors.length > 0 ? true : undefined}
                aria-describedby={termsErrors.length > 0 ? `${dateId}-terms` : undefined}
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
            <FieldError id={`${dateId}-terms`} texts={termsErrors} />
            <fieldset
              aria-describedby={captchaErrors.length > 0 ? `${dateId}-captcha` : undefined}
              data-invalid={captchaErrors.length > 0 ? 'true' : undefined}
              tabIndex={captchaErrors.length > 0 ? -1 : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{t('form.captcha')}</legend>
              <CaptchaWidget key={captchaRound} onChange={(captcha) => set({ captcha })} />
              <FieldError id={`${dateId}-captcha`} texts={captchaErrors} />
            </fieldset>
          </>
        )}
        {shownErrors.length > 0 && (
          <div role="alert">
            <ul className="list-disc space-y-1 pl-5 text-sm text-red-700 dark:text-red-400">
              {shownErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
        <button
          type="submit"
          disabled={props.busy}
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
  );
}
