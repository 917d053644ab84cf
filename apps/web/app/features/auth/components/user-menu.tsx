import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { nameInitial } from '../../../shared/lib/format';
import { useI18n } from '../../../shared/lib/i18n';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { Menu, menuItemClass } from '../../../shared/ui/menu';
import { useAuth } from '../hooks/auth';
import { isStaff } from '../utils/roles';

const SofasExplainer = lazyDialog(() =>
  import('../../points/explainer').then((module) => module.SofasExplainer),
);

export function Avatar({ url, name, className }: { url: string | null; name: string; className?: string }) {
  const { tag } = useI18n();
  if (url) return <img src={url} alt="" className={`${className ?? ''} rounded-full object-cover`} />;
  const initial = nameInitial(name, tag);
  return (
    <span
      aria-hidden="true"
      className={`${className ?? ''} inline-flex items-center justify-center rounded-full bg-primary-700 font-semibold text-white`}
    >
      {initial}
    </span>
  );
}

/** The header's account entry: sign-in link, or the user's name, sofa score and menu. */
export function UserMenu() {
  const { user, isAuthenticated, signOut } = useAuth();
  const { locale, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [sofasOpen, setSofasOpen] = useState(false);
  if (!isAuthenticated || !user) {
    const here = `${location.pathname}${location.search}`;
    const onAuthPage = location.pathname.startsWith(`/${locale}/auth/`);
    const signIn = (
      <Link
        to={
          onAuthPage
            ? `/${locale}/auth/sign-in`
            : `/${locale}/auth/sign-in?redirect=${encodeURIComponent(here)}`
        }
        className="rounded-lg px-3 py-2 font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        {t('nav.signIn')}
      </Link>
    );
    // An anonymous author's reviews are reachable from this browser only: say where they are.
    if (!user?.anonymous) return signIn;
    return (
      <>
        <Link
          to={`/${locale}/reviews/my`}
          className="whitespace-nowrap rounded-lg px-2 py-2 font-medium hover:bg-stone-100 sm:px-3 dark:hover:bg-stone-800"
        >
          {/* A phone's header has room for an icon only. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 fill-none stroke-current stroke-[1.6] sm:hidden"
            strokeLinecap="round"
          >
            <path d="M7 5h10M7 10h10M7 15h10M3 5h.01M3 10h.01M3 15h.01" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t('nav.myReviews')}</span>
        </Link>
        {signIn}
      </>
    );
  }
  const name = user.name ?? user.email ?? t('auth.menu.anonymous');
  return (
    <>
      <Menu
        align="end"
        triggerClassName="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:bg-stone-800"
        trigger={
          <>
            <span className="sr-only">{t('auth.menu.label', { name })}</span>
            <Avatar url={user.avatarUrl} name={name} className="size-8 text-sm" />
            <span className="hidden max-w-40 truncate font-medium sm:inline">{name}</span>
            <span className="whitespace-nowrap rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900 tabular-nums dark:bg-primary-900 dark:text-primary-100">
              {t('sofas.count', { count: user.score })}
            </span>
          </>
        }
        className="min-w-48 rounded-lg border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        <Link role="menuitem" tabIndex={-1} className={menuItemClass} to={`/${locale}/reviews/my`}>
          {t('nav.myReviews')}
        </Link>
        <Link role="menuitem" tabIndex={-1} className={menuItemClass} to={`/${locale}/settings`}>
          {t('nav.settings')}
        </Link>
        {isStaff(user.role) && (
          <Link role="menuitem" tabIndex={-1} className={menuItemClass} to={`/${locale}/moderation`}>
            {t('nav.moderation')}
          </Link>
        )}
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={menuItemClass}
          onClick={() => setSofasOpen(true)}
        >
          {t('sofas.open')}
        </button>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={menuItemClass}
          onClick={() => {
            void signOut().then(() => navigate(`/${locale}`));
          }}
        >
          {t('auth.menu.signOut')}
        </button>
      </Menu>
      <SofasExplainer open={sofasOpen} onOpenChange={setSofasOpen} />
    </>
  );
}
