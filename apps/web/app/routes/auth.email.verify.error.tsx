import { Link } from 'react-router';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { Card, FormAlert, primaryButtonClass } from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
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
