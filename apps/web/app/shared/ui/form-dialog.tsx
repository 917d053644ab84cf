import { type ReactNode, useId } from 'react';
import { Dialog } from './dialog';

/**
 * The body of a dialog that holds a small form (report, ban): overlay, title, description, and
 * the form below. Put it inside a `Dialog.Root` next to its `Dialog.Trigger`.
 */
export function FormDialogContent(props: { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-stone-900 shadow-xl dark:bg-stone-900 dark:text-stone-100">
        <Dialog.Title className="text-lg font-semibold">{props.title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {props.description}
        </Dialog.Description>
        {props.children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Cancel (closes the dialog) and the form's submit button, at the bottom right. */
export function FormDialogButtons(props: {
  cancel: string;
  submit: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Dialog.Close className="rounded-lg px-4 py-2 hover:bg-stone-100 dark:hover:bg-stone-800">
        {props.cancel}
      </Dialog.Close>
      <button
        type="submit"
        disabled={props.busy}
        className={`rounded-lg px-4 py-2 font-medium text-white disabled:opacity-60 ${
          props.danger ? 'bg-red-700 hover:bg-red-800' : 'bg-primary-700 hover:bg-primary-800'
        }`}
      >
        {props.submit}
      </button>
    </div>
  );
}

export const fieldClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100';

/** A labelled text area with a live "used/max" counter (reports, moderators' notes). */
export function CountedTextarea(props: {
  label: string;
  value: string;
  max: number;
  counter: string;
  placeholder?: string;
  rows?: number;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {props.label}
        </label>
        <span className="tabular-nums text-stone-500 dark:text-stone-400">{props.counter}</span>
      </div>
      <textarea
        id={id}
        rows={props.rows ?? 3}
        value={props.value}
        maxLength={props.max}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${fieldClass} resize-y`}
      />
    </div>
  );
}

/**
 * Native radio buttons drawn as cards, each with a one-line hint tied to it (aria-describedby);
 * the fieldset's legend names the group.
 */
export function ChoiceCards<T extends string>(props: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string; hint: string }>;
  value: T | null;
  onChange(value: T): void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{props.legend}</legend>
      <div className="mt-2 grid gap-1.5">
        {props.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-2.5 has-checked:border-primary-600 has-checked:bg-primary-50 dark:border-stone-700 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950"
          >
            <input
              type="radio"
              name={`${id}-choice`}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              aria-describedby={`${id}-${option.value}`}
              className="mt-1 size-4 accent-primary-700"
            />
            <span>
              <span className="block text-sm font-medium">{option.label}</span>
              <span id={`${id}-${option.value}`} className="block text-xs text-stone-600 dark:text-stone-400">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
