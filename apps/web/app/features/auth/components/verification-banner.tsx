import { Link, useLocation } from 'react-router';
import { useI18n } from '../../../shared/lib/i18n';
import { useAuth } from '../hooks/auth';

/** Spec section 4: only for an authenticated, unverified, e-mail-provider user. */
export function VerificationBanner() {
  const { user, isAuthenticated } = useAuth();
  const { locale, t } = useI18n();
  const location = useLocation();
  if (!isAuthenticated || !user || user.verified || user.authProvider !== 'email') return null;
  if (location.pathname.startsWith(`/${locale}/auth/email/verify`)) return null;
  return (
    <div
      role="status"
      className="bg-secondary-50 text-secondary-900 border-b border-secondary-200 dark:border-secondary-900 dark:bg-secondary-950 dark:text-secondary-100"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>{t('auth.banner.text')}</p>
        <Link
          to={`/${locale}/auth/email/verify`}
          className="rounded-md bg-secondary-700 px-3 py-1 font-medium text-white hover:bg-secondary-800"
        >
          {t('auth.banner.action')}
        </Link>
      </div>
    </div>
  );
}
