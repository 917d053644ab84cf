import { LIMITS, STORAGE_KEYS } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthTabs } from '../components/auth/auth-tabs';
import { confirmError, emailError, newPasswordError } from '../components/auth/errors';
import { AgreementField, AuthForm, EmailField, NewPasswordFields } from '../components/auth/fields';
import { Card, linkClass, TextField } from '../components/auth/form';
import { GoogleButton } from '../components/auth/google-button';
import { ScreenIntro } from '../components/screen-intro';
import { ApiError } from '../lib/api';
import { api } from '../lib/api-client';
import { translateApiDetail } from '../lib/api-errors';
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
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const agreementError = () => (agreement ? undefined : t('auth.validation.agreement'));
  const agreementField = (
    <AgreementField checked={agreement} error={errors.agreement} onCheckedChange={setAgreement} />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string | undefined>> = {
      name: values.name.trim() ? undefined : t('auth.validation.nameRequired'),
      email: emailError(t, values.email),
      password: newPasswordError(t, values.password),
      confirm: confirmError(t, values.password, values.confirm),
      agreement: agreementError(),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const result = await api('POST /auth/sign-up', {
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
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') setFailure(t('auth.error.emailTaken'));
      else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.envelope?.details) {
        const fromApi: Partial<Record<Field, string>> = {};
        for (const detail of error.envelope.details) {
          fromApi[detail.field as Field] = translateApiDetail(t, detail);
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
            <AuthForm
              onSubmit={submit}
              failure={failure}
              busy={busy}
              submitLabel={busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
            >
              <TextField
                label={t('auth.name')}
                autoComplete="name"
                maxLength={LIMITS.displayNameMax}
                value={values.name}
                error={errors.name}
                onChange={(e) => set('name')(e.target.value)}
                required
              />
              <EmailField value={values.email} error={errors.email} onValueChange={set('email')} />
              <NewPasswordFields
                label={t('auth.password')}
                password={{ value: values.password, error: errors.password, onValueChange: set('password') }}
                confirm={{ value: values.confirm, error: errors.confirm, onValueChange: set('confirm') }}
              />
              {agreementField}
            </AuthForm>
          }
          google={
            <GoogleButton
              intent="sign-up"
              returnTo={returnTo}
              canStart={() => {
                const problem = agreementError();
                setErrors({ agreement: problem });
                return !problem;
              }}
            >
              {agreementField}
            </GoogleButton>
          }
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
