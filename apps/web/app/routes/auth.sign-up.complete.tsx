import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../features/auth';
import { completeSignUp } from '../features/auth/api/complete-sign-up';
import { writePending } from '../features/auth/utils/pending-sign-up';
import { ApiError } from '../shared/lib/api';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { Card, FormAlert, linkClass, primaryButtonClass } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.sign-up.complete';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.completeSignUp.title',
    descriptionKey: 'meta.completeSignUp.description',
    noindex: true,
  });

type Failure = 'invalid' | 'taken' | 'other';

/**
 * The link of the sign-up mail (decision 013): completes the sign-up, stores the session exactly
 * as a sign-in does and lands on the home page. A used, expired or unknown link, or an address that
 * got an account meanwhile, is said plainly with the way forward.
 */
export default function Screen() {
  const { locale, t } = useI18n();
  const { acceptSession, ready } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [failure, setFailure] = useState<Failure | null>(token ? null : 'invalid');
  const started = useRef(false);

  useEffect(() => {
    // After the stored session was loaded: completing retires an anonymous session, and a late
    // answer for it (401) would otherwise sign out the session this page stores.
    if (!token || !ready || started.current) return;
    started.current = true;
    // The anonymous account that signed up (if any) is named by the pending sign-up, not by this
    // browser's token: the link may be opened anywhere.
    completeSignUp({ body: { token }, token: null })
      .then((result) => {
        acceptSession(result);
        // Done in this tab: its "check your email" step is over.
        writePending(null);
        toast.success(t('auth.completeSignUp.welcome', { name: result.user.name ?? '' }));
        void navigate(`/${locale}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setFailure('invalid');
        else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') setFailure('taken');
        else setFailure('other');
      });
  }, [token, ready, locale, navigate, acceptSession, t]);

  return (
    <>
      <ScreenIntro titleKey="meta.completeSignUp.title" descriptionKey="meta.completeSignUp.description" />
      <Card>
        {failure === null && <p role="status">{t('auth.signUp.submitting')}</p>}
        {failure === 'invalid' && (
          <>
            <FormAlert>{t('auth.completeSignUp.invalid')}</FormAlert>
            <Link to={`/${locale}/auth/sign-up`} className={`${primaryButtonClass} mt-6`}>
              {t('auth.completeSignUp.signUpAgain')}
            </Link>
          </>
        )}
        {failure === 'taken' && (
          <>
            <FormAlert>{t('auth.completeSignUp.taken')}</FormAlert>
            <Link to={`/${locale}/auth/sign-in`} className={`${primaryButtonClass} mt-6`}>
              {t('auth.completeSignUp.signIn')}
            </Link>
            <p className="mt-4 text-center text-sm">
              <Link to={`/${locale}/auth/email/password-reset`} className={linkClass}>
                {t('auth.completeSignUp.reset')}
              </Link>
            </p>
          </>
        )}
        {failure === 'other' && <FormAlert>{t('errors.somethingWentWrong')}</FormAlert>}
      </Card>
    </>
  );
}
