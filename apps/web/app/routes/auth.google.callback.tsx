import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, useAuth } from '../features/auth';
import { completeGoogleSignIn } from '../features/auth/api/google';
import { signInErrorKey } from '../features/auth/utils/errors';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { Card, FormAlert, linkClass } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.google.callback';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.googleCallback.title',
    descriptionKey: 'meta.googleCallback.description',
    noindex: true,
  });

export default function Screen() {
  const { locale, t } = useI18n();
  const { acceptSession, ready } = useAuth();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Wait for the stored session to load: an anonymous account is upgraded by this sign-in.
    if (!ready || started.current) return;
    started.current = true;
    completeGoogleSignIn(search, locale)
      .then(({ result, returnTo }) => {
        acceptSession(result);
        void navigate(safeRedirect(returnTo, `/${locale}`), { replace: true });
      })
      .catch((error: unknown) => {
        const key = signInErrorKey(error);
        setFailure(t(key === 'auth.error.invalidCredentials' ? 'auth.error.authFailed' : key));
      });
  }, [ready, search, locale, acceptSession, navigate, t]);

  return (
    <>
      <ScreenIntro titleKey="meta.googleCallback.title" descriptionKey="meta.googleCallback.description" />
      <Card>
        {failure ? (
          <div className="space-y-4">
            <FormAlert>{failure}</FormAlert>
            <Link to={`/${locale}/auth/sign-in`} className={linkClass}>
              {t('auth.google.backToSignIn')}
            </Link>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-3">
            <span
              className="size-5 animate-spin rounded-full border-2 border-primary-700 border-t-transparent"
              aria-hidden="true"
            />
            {t('auth.google.authenticating')}
          </p>
        )}
      </Card>
    </>
  );
}
