import { CURRENCIES, LIMITS, type MonthYear } from '@app/contracts';
import { formatMonthName } from '@app/i18n';
import { useId, useState } from 'react';
import { formatCounter } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { ConfirmDialogContent } from '../../../shared/ui/confirm-dialog';
import { AlertDialog } from '../../../shared/ui/dialog';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
export const inputClass =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:outline-2 focus:outline-primary-600 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100';

/** Five native radio buttons drawn as stars: keyboard (arrows) and screen readers work as usual. */
export function StarInput(props: {
  name: string;
  label: string;
  /** id of the text saying what 5 stars mean for this aspect */
  describedBy?: string | undefined;
  value: number | undefined;
  onChange(value: number): void;
}) {
  const { t } = useI18n();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? props.value ?? 0;
  return (
    <fieldset
      className="flex items-center gap-1"
      aria-describedby={props.describedBy}
      onMouseLeave={() => setHover(null)}
    >
      <legend className="sr-only">{props.label}</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <label key={star} className="cursor-pointer" onMouseEnter={() => setHover(star)}>
          <input
            type="radio"
            name={props.name}
            value={star}
            checked={props.value === star}
            onChange={() => props.onChange(star)}
            className="peer sr-only"
          />
          <span className="sr-only">{t('form.starLabel', { count: star })}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600 ${star <= shown ? 'text-amber-500' : 'text-stone-300 dark:text-stone-600'}`}
          >
            <path d={STAR} fill="currentColor" />
          </svg>
        </label>
      ))}
    </fieldset>
  );
}

export interface AspectValue {
  rating?: number;
  comment?: string;
  commentOpen?: boolean;
}

/** One aspect: stars, and a comment that is removed only after confirmation (spec section 4). */
export function AspectField(props: {
  name: string;
  label: string;
  /** What 5 stars mean ("5 = no traffic jams"): every aspect reads higher is better. */
  hint: string;
  value: AspectValue;
  onChange(next: AspectValue): void;
}) {
  const { t, tag } = useI18n();
  const commentId = useId();
  const { value } = props;
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="block font-medium" id={`${commentId}-label`}>
            {props.label}
          </span>
          <span className="block text-sm text-stone-600 dark:text-stone-400" id={`${commentId}-hint`}>
            {props.hint}
          </span>
        </span>
        <StarInput
          name={`aspect-${props.name}`}
          label={props.label}
          describedBy={`${commentId}-hint`}
          value={value.rating}
          onChange={(rating) => props.onChange({ ...value, rating })}
        />
      </div>
      {value.commentOpen ? (
        <div>
          <div className="flex justify-between text-sm">
            <label htmlFor={commentId}>{t('form.commentLabel', { aspect: props.label })}</label>
            <span className="tabular-nums text-stone-500">
              {formatCounter((value.comment ?? '').length, LIMITS.aspectCommentMax, tag)}
            </span>
          </div>
          <textarea
            id={commentId}
            rows={3}
            maxLength={LIMITS.aspectCommentMax}
            value={value.comment ?? ''}
            onChange={(e) => props.onChange({ ...value, comment: e.target.value })}
            className={`${inputClass} mt-1 w-full`}
          />
          <ConfirmButton
            label={t('form.resetComment')}
            title={t('form.resetCommentTitle')}
            text={t('form.resetCommentText', { aspect: props.label })}
            confirm={t('form.resetCommentConfirm')}
            skipConfirm={!value.comment?.trim()}
            onConfirm={() => props.onChange({ ...value, comment: '', commentOpen: false })}
          />
        </div>
      ) : (
        <button
          type="button"
          className="text-sm font-medium text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
          onClick={() => props.onChange({ ...value, commentOpen: true })}
        >
          {t('form.addComment')}
        </button>
      )}
    </li>
  );
}

/** A small text button that asks before doing something that loses text. */
export function ConfirmButton(props: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  skipConfirm?: boolean;
  onConfirm(): void;
}) {
  const { t } = useI18n();
  const trigger = 'mt-1 text-sm text-red-700 underline-offset-4 hover:underline dark:text-red-400';
  if (props.skipConfirm) {
    return (
      <button type="button" className={trigger} onClick={props.onConfirm}>
        {props.label}
      </button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={trigger}>{props.label}</AlertDialog.Trigger>
      <ConfirmDialogContent
        title={props.title}
        text={props.text}
        confirm={props.confirm}
        cancel={t('reviews.cancel')}
        onConfirm={props.onConfirm}
      />
    </AlertDialog.Root>
  );
}

/** Month and year pickers with month names in the page's language. */
export function MonthYearField(props: {
  legend: string;
  value: MonthYear | null;
  onChange(value: MonthYear | null): void;
  disabled?: boolean;
  /** The latest month that may be chosen (this month): later ones in its year are not offered. */
  latest: MonthYear;
  /** The id of the text saying what is wrong with the period, when something is. */
  errorId?: string | undefined;
  /** Years only: the month may be left out. */
  yearsOnly?: boolean;
}) {
  const { t, tag } = useI18n();
  const id = useId();
  const years = Array.from({ length: 30 }, (_, i) => props.latest.year - i);
  const isLaterMonth = (month: number) =>
    props.value?.year === props.latest.year && month > props.latest.month;
  const monthName = (month: number) => formatMonthName(month, tag);
  const update = (patch: Partial<MonthYear>) => {
    const next = { month: props.value?.month ?? 0, year: props.value?.year ?? 0, ...patch };
    props.onChange(next.month && next.year ? next : next.month || next.year ? (next as MonthYear) : null);
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-2" disabled={props.disabled}>
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      <label className="sr-only" htmlFor={`${id}-m`}>
        {`${props.legend}: ${t('form.month')}`}
      </label>
      <select
        id={`${id}-m`}
        hidden={props.yearsOnly}
        className={inputClass}
        value={props.value?.month || ''}
        onChange={(e) => update({ month: Number(e.target.value) })}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
      >
        <option value="">{t('form.month')}</option>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
          <option key={month} value={month} disabled={isLaterMonth(month)}>
            {monthName(month)}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-y`}>
        {`${props.legend}: ${t('form.year')}`}
      </label>
      <select
        id={`${id}-y`}
        className={inputClass}
        value={props.value?.year || ''}
        onChange={(e) => update({ year: Number(e.target.value) })}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
      >
        <option value="">{t('form.year')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

export interface MoneyValue {
  rent: string;
  winter: string;
  summer: string;
  currency: (typeof CURRENCIES)[number];
}

export function MoneyFields({ value, onChange }: { value: MoneyValue; onChange(next: MoneyValue): void }) {
  const { t } = useI18n();
  const id = useId();
  const field = (key: 'rent' | 'winter' | 'summer', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        className={inputClass}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value.replace(/[^\d.,]/g, '') })}
      />
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
      {field('rent', t('form.rent'))}
      {field('winter', t('form.utilitiesWinter'))}
      {field('summer', t('form.utilitiesSummer'))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-currency`} className="text-sm">
          {t('form.currency')}
        </label>
        <select
          id={`${id}-currency`}
          className={inputClass}
          value={value.currency}
          onChange={(e) => onChange({ ...value, currency: e.target.value as MoneyValue['currency'] })}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
