import { LIMITS, TIMING } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthTabs } from '../components/auth/auth-tabs';
import { confirmError, emailError, newPasswordError } from '../components/auth/errors';
import { AgreementField, AuthForm, EmailField, NewPasswordFields } from '../components/auth/fields';
import { Card, linkClass, secondaryButtonClass, TextField } from '../components/auth/form';
import { GoogleButton } from '../components/auth/google-button';
import { ScreenIntro } from '../components/screen-intro';
import { ApiError } from '../lib/api';
import { api } from '../lib/api-client';
import { translateApiDetail } from '../lib/api-errors';
import { detectTimeZone, safeRedirect, useAuth } from '../lib/auth';
import { useI18n } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import { toast } from '../lib/toast';
import type { Route } from './+types/auth.sign-up';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.signUp.title',
    descriptionKey: 'meta.signUp.description',
  });

type Field = 'name' | 'email' | 'password' | 'confirm' | 'agreement';

/**
 * After an e-mail sign-up (decision 013): the answer is the same whether or not the address has
 * an account, so the screen only says where the mail went and what to do if it does not arrive.
 * "Send again" repeats the sign-up with the same values after a minute (limited per address).
 */
function CheckYourEmail(props: { email: string; resend(): Promise<boolean>; edit(): void }) {
  const { t } = useI18n();
  // Counted from a deadline, not by decrements: a throttled background tab still opens on time.
  const later = () => Date.now() + LIMITS.signUpResendSeconds * 1000;
  const [until, setUntil] = useState(later);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  // The form that had the focus is gone: the news takes it, so a screen reader reads it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const resend = async () => {
    setBusy(true);
    if (await props.resend()) {
      setUntil(later());
      setNow(Date.now());
      toast.success(t('auth.verify.checkEmail'), {
        description: t('auth.signUp.resent'),
        duration: TIMING.resendToastMs,
      });
    }
    setBusy(false);
  };
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('auth.verify.checkEmail')}
      </h2>
      <p role="status">{t('auth.signUp.sentText', { email: props.email })}</p>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('auth.signUp.noMail')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={resend} disabled={left > 0 || busy} className={secondaryButtonClass}>
          {left > 0 ? t('auth.verify.resendIn', { count: left }) : t('auth.verify.resend')}
        </button>
        <button type="button" onClick={props.edit} className={`${linkClass} px-2`}>
          {t('auth.signUp.otherAddress')}
        </button>
      </div>
    </div>
  );
}

export default function Screen() {
  const { locale, t } = useI18n();
  const { user } = useAuth();
  const [search] = useSearchParams();
  const returnTo = safeRedirect(search.get('redirect'), `/${locale}`);
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [agreement, setAgreement] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string | undefined>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address the sign-up mail went to; the form is replaced by "check your e-mail". */
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      await sendSignUp();
      setSentTo(values.email.trim());
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.envelope?.details) {
        const fromApi: Partial<Record<Field, string>> = {};
        for (const detail of error.envelope.details) {
          fromApi[detail.field as Field] = translateApiDetail(t, detail);
        }
        setErrors(fromApi);
      } else if (error instanceof ApiError && error.code === 'RATE_LIMITED')
        setFailure(t('errors.rateLimited'));
      else setFailure(t('errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  const sendSignUp = () =>
    api('POST /auth/sign-up', {
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

  const resend = async () => {
    try {
      await sendSignUp();
      return true;
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.code === 'RATE_LIMITED'
          ? t('errors.rateLimited')
          : t('auth.error.resendFailed'),
      );
      return false;
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
        {sentTo !== null ? (
          <CheckYourEmail email={sentTo} resend={resend} edit={() => setSentTo(null)} />
        ) : (
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
                  password={{
                    value: values.password,
                    error: errors.password,
                    onValueChange: set('password'),
                  }}
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
        )}
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
