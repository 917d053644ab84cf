import { NavLink, Outlet } from 'react-router';
import { useAuth, useRequireAuth } from '../features/auth';
import { Forbidden } from '../features/moderation/components/moderation-ui';
import { isStaff } from '../features/moderation/hooks/staff-data';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/moderation';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.moderation.title',
    descriptionKey: 'meta.moderation.description',
    noindex: true,
  });

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-1.5 text-sm font-medium ${
    isActive
      ? 'bg-primary-700 text-white'
      : 'text-stone-700 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800'
  }`;

/**
 * The moderation area: signed-out visitors go to sign-in; signed-in users without a staff role get
 * a 403 page. The role shown here only decides what to render; the API checks it on every call.
 */
export default function ModerationLayout() {
  const { locale, t } = useI18n();
  const allowed = useRequireAuth();
  const { user } = useAuth();
  if (!allowed || !user) {
    return (
      <p className="py-8 text-center text-stone-600 dark:text-stone-400" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!isStaff(user.role)) return <Forbidden />;
  return (
    <div className="space-y-6">
      <nav aria-label={t('moderation.sections')} className="flex flex-wrap items-center gap-2">
        <span className="mr-2 text-sm font-semibold uppercase tracking-wide text-stone-500 dark:text-stone-400">
          {t('moderation.title')}
        </span>
        <NavLink to={`/${locale}/moderation`} end className={tabClass}>
          {t('moderation.nav.queue')}
        </NavLink>
        <NavLink to={`/${locale}/moderation/log`} className={tabClass}>
          {t('moderation.nav.log')}
        </NavLink>
        {user.role === 'admin' && (
          <NavLink to={`/${locale}/moderation/users`} className={tabClass}>
            {t('moderation.nav.users')}
          </NavLink>
        )}
      </nav>
      <Outlet />
    </div>
  );
}
