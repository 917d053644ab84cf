import { Link } from 'react-router';
import { Card, FormAlert, primaryButtonClass } from '../components/auth/form';
import { ScreenIntro } from '../components/screen-intro';
import { useI18n } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/auth.email.verify.error';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.verifyError.title',
    descriptionKey: 'meta.verifyError.description',
    noindex: true,
  });

export default function Screen() {
  const { locale, t } = useI18n();
  return (
    <>
      <ScreenIntro titleKey="meta.verifyError.title" descriptionKey="meta.verifyError.description" />
      <Card>
        <FormAlert>{t('auth.error.verificationFailed')}</FormAlert>
        <Link to={`/${locale}/auth/email/verify`} className={`${primaryButtonClass} mt-6`}>
          {t('auth.verify.newLink')}
        </Link>
      </Card>
    </>
  );
}
