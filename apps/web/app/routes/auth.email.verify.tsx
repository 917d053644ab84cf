import { LIMITS, STORAGE_KEYS, TIMING } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { resendVerification } from '../features/auth/api/resend-verification';
import { verifyEmail } from '../features/auth/api/verify-email';
import { ApiError } from '../shared/lib/api';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { Card, linkClass, primaryButtonClass } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.email.verify';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.verifyEmail.title',
    descriptionKey: 'meta.verifyEmail.description',
    noindex: true,
  });

function readLastResendAt(): number {
  try {
    return Number(localStorage.getItem(STORAGE_KEYS.lastResendAt)) || 0;
  } catch {
    return 0;
  }
}

function writeLastResendAt(at: number) {
  try {
    localStorage.setItem(STORAGE_KEYS.lastResendAt, String(at));
  } catch {}
}

const secondsLeft = (lastAt: number) =>
  Math.max(0, LIMITS.resendCooldownSeconds - Math.floor((Date.now() - lastAt) / 1000));

/**
 * Spec sections 2, 4 and 5: pending verification with a resend button and a countdown in seconds
 * that survives a reload (the last resend time is kept in local storage). A link from the e-mail
 * (`?token=`) is confirmed here and leads to the success or error page.
 */
export default function Screen() {
  const { locale, t } = useI18n();
  const { user, token, ready, refresh } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkToken = search.get('token');
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const confirming = useRef(false);

  useEffect(() => {
    if (linkToken === null || confirming.current) return;
    confirming.current = true;
    verifyEmail({ body: { token: linkToken }, token: null })
      .then(() => navigate(`/${locale}/auth/email/verify/success`, { replace: true }))
      .catch(() => navigate(`/${locale}/auth/email/verify/error`, { replace: true }));
  }, [linkToken, locale, navigate]);

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(readLastResendAt()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  if (linkToken !== null) {
    return (
      <>
        <ScreenIntro titleKey="meta.verifyEmail.title" descriptionKey="meta.verifyEmail.description" />
        <Card>
          <p role="status">{t('auth.verify.verifying')}</p>
        </Card>
      </>
    );
  }

  const resend = async () => {
    if (!token || left > 0) return;
    setBusy(true);
    try {
      await resendVerification({ token });
      writeLastResendAt(Date.now());
      setLeft(LIMITS.resendCooldownSeconds);
      toast.success(t('auth.verify.checkEmail'), {
        description: t('auth.verify.sent'),
        duration: TIMING.resendToastMs,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RATE_LIMITED' && error.envelope?.retryAfterSeconds) {
        // The server's clock decides: resume the countdown from what it says is left.
        const waited = LIMITS.resendCooldownSeconds - error.envelope.retryAfterSeconds;
        writeLastResendAt(Date.now() - waited * 1000);
        setLeft(error.envelope.retryAfterSeconds);
      }
      if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED') void refresh();
      toast.error(t('auth.error.resendFailed'));
    } finally {
      setBusy(false);
    }
  };

  const isVerified = Boolean(user?.verified);
  const canResend = Boolean(token) && !isVerified && left === 0 && !busy;

  return (
    <>
      <ScreenIntro titleKey="meta.verifyEmail.title" descriptionKey="meta.verifyEmail.description" />
      <Card>
        {isVerified ? (
          <p>{t('auth.verify.alreadyVerified')}</p>
        ) : (
          <div className="space-y-4">
            <p>
              {user?.email
                ? t('auth.verify.pendingText', { email: user.email })
                : t('auth.verify.pendingNoEmail')}
            </p>
            {ready && !token && (
              <p className="text-sm">
                <Link
                  to={`/${locale}/auth/sign-in?redirect=${encodeURIComponent(`/${locale}/auth/email/verify`)}`}
                  className={linkClass}
                >
                  {t('auth.verify.signInToResend')}
                </Link>
              </p>
            )}
            <button type="button" onClick={resend} disabled={!canResend} className={primaryButtonClass}>
              {left > 0 ? t('auth.verify.resendIn', { count: left }) : t('auth.verify.resend')}
            </button>
          </div>
        )}
      </Card>
    </>
  );
}
