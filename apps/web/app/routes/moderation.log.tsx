import { LIMITS } from '@app/contracts';
import { Link, useSearchParams } from 'react-router';
import { getModerationLog } from '../features/moderation/api/get-moderation-log';
import { LogTable, PagedList } from '../features/moderation/components/moderation-ui';
import { usePagedStaffData } from '../features/moderation/hooks/staff-data';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/moderation.log';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.moderationLog.title',
    descriptionKey: 'meta.moderation.description',
    noindex: true,
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The decision log, newest first: who, when, what and why; `?targetId=` narrows it to one item. */
export default function ModerationLog() {
  const { locale, t } = useI18n();
  const [searchParams] = useSearchParams();
  const targetId = searchParams.get('targetId');
  const filter = targetId && UUID.test(targetId) ? targetId : undefined;
  const paged = usePagedStaffData(`log ${filter}`, (cursor) =>
    getModerationLog({ query: { limit: LIMITS.pageSizeDefault, targetId: filter, cursor } }),
  );
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('moderation.log.title')}</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('moderation.log.intro')}</p>
        {filter && (
          <p className="mt-2 text-sm">
            {t('moderation.log.filtered')}{' '}
            <Link to={`/${locale}/moderation/log`} className="font-medium underline">
              {t('moderation.log.showAll')}
            </Link>
          </p>
        )}
      </header>
      <PagedList paged={paged} empty={t('moderation.log.empty')}>
        {(entries) => <LogTable entries={entries} showTarget />}
      </PagedList>
    </section>
  );
}
