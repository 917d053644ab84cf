import { LIMITS, TIMING } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { detectTimeZone, safeRedirect, useAuth } from '../features/auth';
import { getSignUpStatus } from '../features/auth/api/get-sign-up-status';
import { signUp } from '../features/auth/api/sign-up';
import { AuthTabs } from '../features/auth/components/auth-tabs';
import { AgreementField, AuthForm, EmailField, NewPasswordFields } from '../features/auth/components/fields';
import { GoogleButton } from '../features/auth/components/google-button';
import { emailError } from '../features/auth/utils/errors';
import { confirmError, newPasswordError } from '../features/auth/utils/new-password';
import { type PendingSignUp, readPending, writePending } from '../features/auth/utils/pending-sign-up';
import { ApiError } from '../shared/lib/api';
import { translateApiDetail } from '../shared/lib/api-errors';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { Card, linkClass, primaryButtonClass, secondaryButtonClass, TextField } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.sign-up';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.signUp.title',
    descriptionKey: 'meta.signUp.description',
  });

type Field = 'name' | 'email' | 'password' | 'confirm' | 'agreement';

function newWatch(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** How often "check your e-mail" asks whether the link was opened, while the page is seen. */
const STATUS_POLL_MS = 5000;

/**
 * Asks, while the step is shown and the page visible (and at once when it comes back into view),
 * whether the link was opened, here or on another device.
 */
function useSignUpCompleted(watch: string): boolean {
  const [completed, setCompleted] = useState(false);
  useEffect(() => {
    if (completed) return;
    let timer: number | undefined;
    let stopped = false;
    const check = async () => {
      window.clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      try {
        const answer = await getSignUpStatus({ body: { watch }, token: null });
        if (answer.status === 'completed') {
          setCompleted(true);
          return;
        }
      } catch {
        // Offline or limited: ask again later.
      }
      if (!stopped) timer = window.setTimeout(check, STATUS_POLL_MS);
    };
    const onVisible = () => void check();
    void check();
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [watch, completed]);
  return completed;
}

/**
 * After an e-mail sign-up (decision 013): the answer is the same whether or not the address has
 * an account, so the screen only says where the mail went and what to do if it does not arrive.
 * "Send again" repeats the sign-up with the same values after the spec's 120 seconds (limited per
 * address). When the link is opened (on another device too), it offers to sign in.
 */
function CheckYourEmail(props: {
  pending: PendingSignUp;
  resend(): Promise<boolean>;
  edit(): void;
  signInPath: string;
}) {
  const { t } = useI18n();
  // Counted from a deadline, not by decrements: a throttled background tab still opens on time.
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const completed = useSignUpCompleted(props.pending.watch);
  // The form that had the focus is gone: the news takes it, so a screen reader reads it.
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the news changed
  useEffect(() => heading.current?.focus(), [completed]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (completed) writePending(null);
  }, [completed]);
  const left = Math.max(0, Math.ceil((props.pending.until - now) / 1000));
  const resend = async () => {
    setBusy(true);
    if (await props.resend()) {
      setNow(Date.now());
      toast.success(t('auth.verify.checkEmail'), {
        description: t('auth.signUp.resent'),
        duration: TIMING.resendToastMs,
      });
    }
    setBusy(false);
  };
  if (completed) {
    return (
      <div className="space-y-4" data-testid="sign-up-completed">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('auth.signUp.completedTitle')}
        </h2>
        <p role="status">{t('auth.signUp.completedText')}</p>
        <Link to={props.signInPath} className={`${primaryButtonClass} inline-block`}>
          {t('auth.signUp.signInNow')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('auth.verify.checkEmail')}
      </h2>
      <p role="status">{t('auth.signUp.sentText', { email: props.pending.email })}</p>
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
  /** The sign-up mail that went out; the form is replaced by "check your e-mail" (kept over a reload). */
  const [pending, setPendingState] = useState<PendingSignUp | null>(null);
  const setPending = (value: PendingSignUp | null) => {
    writePending(value);
    setPendingState(value);
  };
  /** The tab's secret outlives "use a different email": a link of the first mail still counts. */
  const watchRef = useRef<string | null>(null);
  // Read after hydration: the server renders the form, which knows nothing of this tab.
  useEffect(() => {
    const restored = readPending();
    watchRef.current = restored?.watch ?? null;
    setPendingState(restored);
  }, []);
  const later = () => Date.now() + LIMITS.signUpResendSeconds * 1000;
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
      password: newPasswordError(t, values.password, { email: values.email, name: values.name }),
      confirm: confirmError(t, values.password, values.confirm),
      agreement: agreementError(),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      watchRef.current ??= newWatch();
      const watch = watchRef.current;
      await sendSignUp(values.email, watch);
      setPending({ email: values.email.trim(), until: later(), watch });
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

  const sendSignUp = (email: string, watch: string) =>
    signUp({
      body: {
        type: 'email',
        name: values.name.trim(),
        email,
        password: values.password,
        agreement: true,
        language: locale,
        timezone: detectTimeZone(),
        watch,
      },
    });

  const resend = async () => {
    if (!pending) return false;
    // After a reload the password is gone (it is never stored): the form again, the address kept.
    if (!values.password) {
      setValues((v) => ({ ...v, email: pending.email }));
      setPending(null);
      return false;
    }
    try {
      await sendSignUp(pending.email, pending.watch);
      setPending({ ...pending, until: later() });
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
        {pending !== null ? (
          <CheckYourEmail
            pending={pending}
            resend={resend}
            edit={() => setPending(null)}
            signInPath={`/${locale}/auth/sign-in?redirect=${encodeURIComponent(returnTo)}`}
          />
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
