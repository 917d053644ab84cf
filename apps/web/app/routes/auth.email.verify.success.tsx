import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../features/auth';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { Card, primaryButtonClass } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import type { Route } from './+types/auth.email.verify.success';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.verifySuccess.title',
    descriptionKey: 'meta.verifySuccess.description',
    noindex: true,
  });

export default function Screen() {
  const { locale, t } = useI18n();
  const { refresh, token } = useAuth();
  // The banner disappears: the signed-in user (if it is them) is now verified.
  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);
  return (
    <>
      <ScreenIntro titleKey="meta.verifySuccess.title" descriptionKey="meta.verifySuccess.description" />
      <Card>
        <p role="status" className="font-semibold text-primary-800 dark:text-primary-300">
          {t('auth.verify.success')}
        </p>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('auth.verify.successText')}</p>
        <Link to={`/${locale}`} className={`${primaryButtonClass} mt-6`}>
          {t('auth.verify.continue')}
        </Link>
      </Card>
    </>
  );
}
