import { type AuthResult, LIMITS, STORAGE_KEYS } from '@app/contracts';
import { type FormEvent, Fragment, type ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthTabs } from '../components/auth/auth-tabs';
import { confirmError, emailError, newPasswordError, translateApiDetail } from '../components/auth/errors';
import {
  Card,
  FieldError,
  FormAlert,
  linkClass,
  primaryButtonClass,
  TextField,
} from '../components/auth/form';
import { GoogleButton } from '../components/auth/google-button';
import { ScreenIntro } from '../components/screen-intro';
import { ApiError, apiRequest } from '../lib/api';
import { detectTimeZone, safeRedirect, useAuth } from '../lib/auth';
import { useI18n } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/auth.sign-up';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.signUp.title',
    descriptionKey: 'meta.signUp.description',
  });

type Field = 'name' | 'email' | 'password' | 'confirm' | 'agreement';

/** Renders a message with `{privacy}` and `{tos}` replaced by links (word order differs by language). */
function withLinks(template: string, links: Record<string, ReactNode>) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message never reorder
    return <Fragment key={index}>{name && links[name] ? links[name] : part}</Fragment>;
  });
}

export default function Screen() {
  const { locale, t } = useI18n();
  const { acceptSession, user } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeRedirect(search.get('redirect'), `/${locale}`);
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string | undefined>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const agreementId = useId();
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string | undefined>> = {
      name: values.name.trim() ? undefined : t('auth.validation.nameRequired'),
      email: emailError(t, values.email),
      password: newPasswordError(t, values.password),
      confirm: confirmError(t, values.password, values.confirm),
      agreement: agreement ? undefined : t('auth.validation.agreement'),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const result = await apiRequest<AuthResult>('/auth/sign-up', {
        method: 'POST',
        body: {
          type: 'email',
          name: values.name.trim(),
          email: values.email,
          password: values.password,
          agreement: true,
          language: locale,
          timezone: detectTimeZone(),
        },
      });
      acceptSession(result);
      // The first verification e-mail just went out: the resend countdown starts now.
      try {
        localStorage.setItem(STORAGE_KEYS.lastResendAt, String(Date.now()));
      } catch {}
      void navigate(`/${locale}/auth/email/verify`, { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) setFailure(t('auth.error.emailTaken'));
      else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.envelope?.details) {
        const fromApi: Partial<Record<Field, string>> = {};
        for (const detail of error.envelope.details) {
          fromApi[detail.field as Field] = translateApiDetail(t, detail.message);
        }
        setErrors(fromApi);
      } else setFailure(t('errors.somethingWentWrong'));
    }
  };

  return (
    <>
      <ScreenIntro titleKey="meta.signUp.title" descriptionKey="meta.signUp.description" />
      <Card>
        {user?.anonymous && (
          <p className="mb-4 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-950 dark:text-primary-100">
            {t('auth.signUp.keepsReviews')}
          </p>
        )}
        <AuthTabs
          email={
            <form onSubmit={submit} noValidate className="space-y-4">
              {failure && <FormAlert>{failure}</FormAlert>}
              <TextField
                label={t('auth.name')}
                autoComplete="name"
                maxLength={LIMITS.displayNameMax}
                value={values.name}
                error={errors.name}
                onChange={set('name')}
                required
              />
              <TextField
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                value={values.email}
                error={errors.email}
                onChange={set('email')}
                required
              />
              <TextField
                label={t('auth.password')}
                type="password"
                autoComplete="new-password"
                value={values.password}
                error={errors.password}
                hint={t('auth.passwordHint', { min: LIMITS.passwordMinLength })}
                onChange={set('password')}
                required
              />
              <TextField
                label={t('auth.confirmPassword')}
                type="password"
                autoComplete="new-password"
                value={values.confirm}
                error={errors.confirm}
                onChange={set('confirm')}
                required
              />
              <div>
                <div className="flex items-start gap-2 text-sm">
                  <input
                    id={agreementId}
                    type="checkbox"
                    checked={agreement}
                    onChange={(e) => setAgreement(e.target.checked)}
                    aria-invalid={errors.agreement ? true : undefined}
                    aria-describedby={errors.agreement ? `${agreementId}-error` : undefined}
                    className="mt-0.5 size-4 accent-primary-700"
                  />
                  <label htmlFor={agreementId}>
                    {withLinks(t('auth.agreement'), {
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
                    })}
                  </label>
                </div>
                {errors.agreement && <FieldError id={`${agreementId}-error`}>{errors.agreement}</FieldError>}
              </div>
              <button type="submit" disabled={busy} className={primaryButtonClass}>
                {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
              </button>
            </form>
          }
          google={<GoogleButton returnTo={returnTo} />}
        />
        <p className="mt-6 text-center text-sm">
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={`/${locale}/auth/sign-in`} className={linkClass}>
            {t('auth.signUp.toSignIn')}
          </Link>
        </p>
      </Card>
    </>
  );
}
