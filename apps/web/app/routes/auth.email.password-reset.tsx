import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { requestPasswordReset } from '../features/auth/api/request-password-reset';
import { resetPassword } from '../features/auth/api/reset-password';
import { AuthForm, EmailField, NewPasswordFields } from '../features/auth/components/fields';
import { emailError } from '../features/auth/utils/errors';
import { confirmError, newPasswordError } from '../features/auth/utils/new-password';
import { ApiError } from '../shared/lib/api';
import { translateApiDetail } from '../shared/lib/api-errors';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { Card, linkClass } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.email.password-reset';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.passwordReset.title',
    descriptionKey: 'meta.passwordReset.description',
    noindex: true,
  });

/** Step one: ask for a link. The answer is the same whether or not the address has an account. */
function RequestLink() {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setError(problem);
    if (problem) return;
    setState('sending');
    try {
      await requestPasswordReset({
        body: { email },
        token: null,
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  if (state === 'sent') return <p role="status">{t('auth.reset.requestSent')}</p>;
  return (
    <AuthForm
      onSubmit={submit}
      intro={t('auth.reset.requestText')}
      failure={state === 'failed' ? t('auth.error.resetRequestFailed') : null}
      busy={state === 'sending'}
      submitLabel={state === 'sending' ? t('auth.reset.sending') : t('auth.reset.requestSubmit')}
    >
      <EmailField value={email} error={error} onValueChange={setEmail} />
    </AuthForm>
  );
}

/** Step two, from the e-mail's link: a new password. A link without a token is an error (spec 4). */
function ChooseNewPassword({ token }: { token: string }) {
  const { locale, t } = useI18n();
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(token ? null : t('auth.error.resetTokenMissing'));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      setFailure(t('auth.error.resetTokenMissing'));
      return;
    }
    const next = { password: newPasswordError(t, password), confirm: confirmError(t, password, confirm) };
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      const result = await resetPassword({
        body: { token, password },
      });
      acceptSession(result);
      toast.success(t('auth.reset.success'));
      void navigate(`/${locale}`, { replace: true });
    } catch (error) {
      // A password the API refuses (one of the most common) is said at the field, in the page's language.
      const detail =
        error instanceof ApiError ? error.envelope?.details?.find((d) => d.field === 'password') : undefined;
      if (detail) setErrors({ password: translateApiDetail(t, detail) });
      else setFailure(t('auth.error.resetFailed'));
      setBusy(false);
    }
  };
  return (
    <AuthForm
      onSubmit={submit}
      intro={t('auth.reset.newPasswordText')}
      failure={failure}
      busy={busy}
      submitLabel={t('auth.reset.submit')}
    >
      <NewPasswordFields
        label={t('auth.reset.newPassword')}
        password={{ value: password, error: errors.password, onValueChange: setPassword }}
        confirm={{ value: confirm, error: errors.confirm, onValueChange: setConfirm }}
      />
    </AuthForm>
  );
}

export default function Screen() {
  const { locale, t } = useI18n();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <>
      <ScreenIntro titleKey="meta.passwordReset.title" descriptionKey="meta.passwordReset.description" />
      <Card>
        {token === null ? <RequestLink /> : <ChooseNewPassword token={token} />}
        <p className="mt-6 text-center text-sm">
          <Link to={`/${locale}/auth/sign-in`} className={linkClass}>
            {t('auth.reset.backToSignIn')}
          </Link>
        </p>
      </Card>
    </>
  );
}
