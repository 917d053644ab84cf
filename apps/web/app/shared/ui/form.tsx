import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:outline-2 focus:outline-primary-600 aria-invalid:border-red-600 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:aria-invalid:border-red-400';

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-primary-700 px-4 py-2.5 font-medium text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800';

export const linkClass =
  'font-medium text-primary-800 underline-offset-4 hover:underline dark:text-primary-300';

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField(
  props: {
    label: string;
    error?: string | undefined;
    hint?: string | undefined;
  } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, error, hint, ...input } = props;
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}

/** `section`: the page hydrates the card as a section of its own (shared/ui/page-section.tsx). */
export function Card({ children, section }: { children: ReactNode; section?: 'form' }) {
  return (
    <div
      data-section={section}
      className="mx-auto mt-8 max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      {children}
    </div>
  );
}
