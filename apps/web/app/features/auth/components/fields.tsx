import { LIMITS } from '@app/contracts';
import { type FormEvent, Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/lib/i18n';
import { FieldError, FormAlert, linkClass, primaryButtonClass, TextField } from '../../../shared/ui/form';

/**
 * The fields the sign-in, sign-up and password-reset screens share, each with its label, browser
 * autofill hint, spec hint and announced error, so the screens cannot drift apart.
 */

/** An auth screen's form: an optional intro, the failure alert, the fields, one submit button. */
export function AuthForm(props: {
  onSubmit(event: FormEvent): void;
  intro?: string | undefined;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate className="space-y-4">
      {props.intro && <p className="text-sm text-stone-600 dark:text-stone-400">{props.intro}</p>}
      {props.failure && <FormAlert>{props.failure}</FormAlert>}
      {props.children}
      <button type="submit" disabled={props.busy} className={primaryButtonClass}>
        {props.submitLabel}
      </button>
    </form>
  );
}

interface FieldProps {
  value: string;
  error?: string | undefined;
  onValueChange(value: string): void;
}

export function EmailField({ value, error, onValueChange }: FieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      onChange={(e) => onValueChange(e.target.value)}
      required
    />
  );
}

/** The password a user has (sign-in). */
export function CurrentPasswordField({ value, error, onValueChange }: FieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('auth.password')}
      type="password"
      autoComplete="current-password"
      value={value}
      error={error}
      onChange={(e) => onValueChange(e.target.value)}
      required
    />
  );
}

/** A new password with the rule as its hint, then its confirmation (sign-up, password reset). */
export function NewPasswordFields(props: { label: string; password: FieldProps; confirm: FieldProps }) {
  const { t } = useI18n();
  const fields = [
    {
      label: props.label,
      hint: t('auth.passwordHint', { min: LIMITS.passwordMinLength }),
      ...props.password,
    },
    { label: t('auth.confirmPassword'), hint: undefined, ...props.confirm },
  ];
  return fields.map((field) => (
    <TextField
      key={field.label}
      label={field.label}
      type="password"
      autoComplete="new-password"
      value={field.value}
      error={field.error}
      hint={field.hint}
      onChange={(e) => field.onValueChange(e.target.value)}
      required
    />
  ));
}

/** Renders a message with `{privacy}` and `{tos}` replaced by links (word order differs by language). */
function withLinks(template: string, links: Record<string, ReactNode>) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message never reorder
    return <Fragment key={index}>{name && links[name] ? links[name] : part}</Fragment>;
  });
}

/** An agreement message with its `{privacy}` and `{tos}` as links that open in a new tab. */
function AgreementText({ messageKey }: { messageKey: 'auth.agreement' | 'auth.google.signInAgreement' }) {
  const { locale, t } = useI18n();
  return withLinks(t(messageKey), {
    privacy: (
      <Link to={`/${locale}/privacy`} className={linkClass} target="_blank">
        {t('auth.agreement.privacy')}
      </Link>
    ),
    tos: (
      <Link to={`/${locale}/tos`} className={linkClass} target="_blank">
        {t('auth.agreement.tos')}
      </Link>
    ),
  });
}

/**
 * Signing in with Google creates the account when there is none yet, so the sign-in tab says
 * what that means before the button, as sign-up's checkbox does.
 */
export function GoogleSignInAgreement() {
  return (
    <p className="text-sm text-stone-600 dark:text-stone-400">
      <AgreementText messageKey="auth.google.signInAgreement" />
    </p>
  );
}

/** Sign-up's agreement to the privacy policy and terms (spec section 5), links open a new tab. */
export function AgreementField(props: {
  checked: boolean;
  error?: string | undefined;
  onCheckedChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onCheckedChange(e.target.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 accent-primary-700"
        />
        <label htmlFor={id}>
          <AgreementText messageKey="auth.agreement" />
        </label>
      </div>
      {props.error && <FieldError id={`${id}-error`}>{props.error}</FieldError>}
    </div>
  );
}
