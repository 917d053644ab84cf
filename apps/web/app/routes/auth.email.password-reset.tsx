import type { AuthResult } from '@app/contracts';
import { LIMITS } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { confirmError, emailError, newPasswordError } from '../components/auth/errors';
import { Card, FormAlert, linkClass, primaryButtonClass, TextField } from '../components/auth/form';
import { ScreenIntro } from '../components/screen-intro';
import { apiRequest } from '../lib/api';
import { useAuth } from '../lib/auth';
import { useI18n } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
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
      await apiRequest('/auth/email/password-reset/request', {
        method: 'POST',
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
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('auth.reset.requestText')}</p>
      {state === 'failed' && <FormAlert>{t('auth.error.resetRequestFailed')}</FormAlert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <button type="submit" disabled={state === 'sending'} className={primaryButtonClass}>
        {state === 'sending' ? t('auth.reset.sending') : t('auth.reset.requestSubmit')}
      </button>
    </form>
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
      const result = await apiRequest<AuthResult>('/auth/email/password-reset', {
        method: 'POST',
        body: { token, password },
      });
      acceptSession(result);
      toast.success(t('auth.reset.success'));
      void navigate(`/${locale}`, { replace: true });
    } catch {
      setFailure(t('auth.error.resetFailed'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('auth.reset.newPasswordText')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t('auth.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={t('auth.passwordHint', { min: LIMITS.passwordMinLength })}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
        required
      />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {t('auth.reset.submit')}
      </button>
    </form>
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
