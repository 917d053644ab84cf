import { Link } from 'react-router';
import { UserMenu } from '../features/auth/components/user-menu';
import { useI18n } from '../shared/lib/i18n';

export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width={32} height={32} rx={8} className="fill-primary-600" />
      <path d="M7 19v-4a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v4" fill="none" stroke="#fff" strokeWidth={2.2} />
      <path
        d="M5 18h22v5H5zM8 23v3m16-3v3"
        fill="none"
        stroke="#fff"
        strokeWidth={2.2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SiteHeader() {
  const { locale, t } = useI18n();
  return (
    <header
      data-section="header"
      className="border-b border-stone-200 bg-white/80 backdrop-blur dark:border-stone-800 dark:bg-stone-950/80"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={`/${locale}`} className="flex items-center gap-2 font-semibold" aria-label={t('nav.home')}>
          <Logo className="size-8" />
          {/* On a phone the logo alone names the site, leaving the header room for its actions. */}
          <span className="hidden text-lg tracking-tight sm:inline">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-2 text-sm">
          <Link
            to={`/${locale}/reviews/create`}
            className="whitespace-nowrap rounded-lg bg-primary-700 px-3 py-2 font-medium text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            {t('nav.writeReview')}
          </Link>
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
