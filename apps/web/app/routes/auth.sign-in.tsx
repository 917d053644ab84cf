import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, useAuth } from '../features/auth';
import { signInWithPassword } from '../features/auth/api/sign-in-with-password';
import { AuthTabs } from '../features/auth/components/auth-tabs';
import {
  AuthForm,
  CurrentPasswordField,
  EmailField,
  GoogleSignInAgreement,
} from '../features/auth/components/fields';
import { GoogleButton } from '../features/auth/components/google-button';
import { emailError, signInErrorKey } from '../features/auth/utils/errors';
import { CaptchaWidget } from '../features/captcha';
import { ApiError } from '../shared/lib/api';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { Card, linkClass, secondaryButtonClass } from '../shared/ui/form';
import { PageSection } from '../shared/ui/page-section';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.sign-in';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.signIn.title',
    descriptionKey: 'meta.signIn.description',
  });

export default function Screen() {
  const { locale, t } = useI18n();
  const { acceptSession, signInAnonymously } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeRedirect(search.get('redirect'), `/${locale}`);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown once the API asks for it (several failed attempts); a new widget after each try, since
  // every solution is accepted once.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captcha, setCaptcha] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: emailError(t, email),
      password: password ? undefined : t('auth.validation.passwordRequired'),
    };
    setErrors(next);
    setFailure(null);
    if (next.email || next.password) return;
    if (captchaRound > 0 && !captcha) {
      setFailure(t('form.captchaError'));
      return;
    }
    setBusy(true);
    try {
      const result = await signInWithPassword({
        body: { type: 'email', email, password, ...(captcha ? { captcha } : {}) },
      });
      acceptSession(result);
      void navigate(returnTo, { replace: true });
    } catch (error) {
      if (captchaRound > 0 || (error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED')) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
      setFailure(t(signInErrorKey(error)));
      setBusy(false);
    }
  };

  const continueAnonymously = async () => {
    try {
      await signInAnonymously();
      void navigate(returnTo.includes('/settings') ? `/${locale}` : returnTo, { replace: true });
    } catch (error) {
      // The server's own message when it sent one (JSON); a bare proxy page ("Internal Server Error") is not.
      const message = error instanceof ApiError && locale === 'en' ? (error.envelope?.message ?? null) : null;
      toast.error(message ?? t('auth.anonymous.failed'));
    }
  };

  const signUpLink = `/${locale}/auth/sign-up${search.get('redirect') ? `?redirect=${encodeURIComponent(returnTo)}` : ''}`;

  return (
    <>
      <ScreenIntro titleKey="meta.signIn.title" descriptionKey="meta.signIn.description" />
      <PageSection name="form">
        <Card section="form">
          <AuthTabs
            email={
              <AuthForm
                onSubmit={submit}
                failure={failure}
                busy={busy}
                submitLabel={busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
              >
                <EmailField value={email} error={errors.email} onValueChange={setEmail} />
                <CurrentPasswordField value={password} error={errors.password} onValueChange={setPassword} />
                {captchaRound > 0 ? (
                  <div>
                    <p className="mb-2 text-sm font-medium">{t('form.captcha')}</p>
                    <CaptchaWidget key={captchaRound} onChange={setCaptcha} />
                  </div>
                ) : null}
                <div className="text-right text-sm">
                  <Link to={`/${locale}/auth/email/password-reset`} className={linkClass}>
                    {t('auth.signIn.forgot')}
                  </Link>
                </div>
              </AuthForm>
            }
            google={
              <GoogleButton intent="sign-in" returnTo={returnTo}>
                <GoogleSignInAgreement />
              </GoogleButton>
            }
          />
          <p className="mt-6 text-center text-sm">
            {t('auth.signIn.noAccount')}{' '}
            <Link to={signUpLink} className={linkClass}>
              {t('auth.signIn.toSignUp')}
            </Link>
          </p>
          <div className="mt-6 border-t border-stone-200 pt-6 dark:border-stone-700">
            <button type="button" onClick={continueAnonymously} className={`${secondaryButtonClass} w-full`}>
              {t('auth.anonymous.button')}
            </button>
            <p className="mt-2 text-center text-xs text-stone-600 dark:text-stone-400">
              {t('auth.anonymous.hint')}
            </p>
          </div>
        </Card>
      </PageSection>
    </>
  );
}
