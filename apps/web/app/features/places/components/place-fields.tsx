/** Form fields the place picker and its add-address step share. */
import { useI18n } from '../../../shared/lib/i18n';

/** The optional apartment (flat) number of a building, with its hint. */
export function ApartmentNumberField(props: { id: string; value: string; onChange(value: string): void }) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {t('places.picker.apartmentNumber')}
      </label>
      <input
        id={props.id}
        type="text"
        autoComplete="off"
        maxLength={12}
        value={props.value}
        aria-describedby={`${props.id}-hint ${props.id}-privacy`}
        onChange={(event) => props.onChange(event.target.value)}
        className="w-40 rounded-xl border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
      />
      <p id={`${props.id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {t('places.picker.apartmentHint')}
      </p>
      {/* Issue 30: what could identify the writer, said where it is entered. */}
      <p id={`${props.id}-privacy`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {t('form.flatIdentifies')}
      </p>
    </div>
  );
}

/** A text field with its label, an optional hint and an optional error (announced with the field). */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  hint?: string | undefined;
  error?: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
}) {
  const describedBy = [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean);
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        autoComplete="off"
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        className="w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 aria-invalid:border-red-700 dark:border-stone-600 dark:bg-stone-900 dark:aria-invalid:border-red-400"
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {props.hint}
        </p>
      )}
      {props.error && <FieldError id={`${props.id}-error`} text={props.error} />}
    </div>
  );
}

export function FieldError(props: { id: string; text: string }) {
  return (
    <p id={props.id} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      {props.text}
    </p>
  );
}
