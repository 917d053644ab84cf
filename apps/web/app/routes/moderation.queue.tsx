import { LIMITS, type ModerationQueueItem, REPORT_TARGETS } from '@app/contracts';
import { Link, useSearchParams } from 'react-router';
import { getModerationQueue } from '../features/moderation/api/get-moderation-queue';
import {
  casePath,
  isReportTarget,
  PagedList,
  pillClass,
  StatusBadge,
} from '../features/moderation/components/moderation-ui';
import { useModerationTime, usePagedStaffData } from '../features/moderation/hooks/staff-data';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/moderation.queue';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'moderation.queue.title',
    descriptionKey: 'meta.moderation.description',
    noindex: true,
  });

const filterClass = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${
    active
      ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-100'
      : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'
  }`;

function QueueCard({ item }: { item: ModerationQueueItem }) {
  const { locale, t } = useI18n();
  const formatTime = useModerationTime();
  const type = t(`moderation.type.${item.targetType}`);
  const excerpt = item.excerpt.trim() || t('moderation.queue.noText');
  return (
    <li
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
      data-testid="queue-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${pillClass} bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200`}>
          {type}
        </span>
        <StatusBadge status={item.status} />
        <span className="ml-auto text-xs text-stone-600 dark:text-stone-400">
          {t('moderation.queue.waitingSince', { date: formatTime(item.waitingSince, item.datedByDay) })}
        </span>
      </div>
      <p className="line-clamp-3 whitespace-pre-line break-words">{excerpt}</p>
      <div className="flex flex-wrap gap-2 text-xs">
        <span className="font-semibold">
          {item.reportCount > 0
            ? t('moderation.queue.reports', { count: item.reportCount })
            : t('moderation.queue.noReports')}
        </span>
        {item.reasons.map(({ reason, count }) => (
          <span
            key={reason}
            className={`${pillClass} bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100`}
          >
            {t('moderation.queue.reasonCount', { reason: t(`report.reason.${reason}`), count })}
          </span>
        ))}
      </div>
      {item.checks.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="text-stone-600 dark:text-stone-400">{t('moderation.queue.checks')}:</span>
          {item.checks.map((check) => (
            <span
              key={check}
              className={`${pillClass} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`}
            >
              {t(`moderation.check.${check}`)}
            </span>
          ))}
        </p>
      )}
      <Link
        to={casePath(locale, item.targetType, item.targetId)}
        className="inline-block rounded-lg bg-primary-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-800"
        aria-label={t('moderation.queue.openCase', { type, excerpt: excerpt.slice(0, 60) })}
      >
        {t('moderation.open')}
      </Link>
    </li>
  );
}

/** Reported and flagged content, the longest waiting first, filtered by type, paged by cursor. */
export default function ModerationQueue() {
  const { locale, t } = useI18n();
  const [searchParams] = useSearchParams();
  const typeParam = searchParams.get('type') ?? undefined;
  const targetType = isReportTarget(typeParam) ? typeParam : null;
  const paged = usePagedStaffData(`queue ${targetType}`, (cursor) =>
    getModerationQueue({
      query: { limit: LIMITS.pageSizeDefault, targetType: targetType ?? undefined, cursor },
    }),
  );

  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('moderation.queue.title')}</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('moderation.queue.intro')}</p>
      </header>
      <nav aria-label={t('moderation.queue.filter')} className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t('moderation.queue.filter')}:</span>
        <Link
          to={`/${locale}/moderation`}
          className={filterClass(targetType === null)}
          aria-current={targetType === null ? 'page' : undefined}
        >
          {t('moderation.queue.all')}
        </Link>
        {REPORT_TARGETS.map((type) => (
          <Link
            key={type}
            to={`/${locale}/moderation?type=${type}`}
            className={filterClass(targetType === type)}
            aria-current={targetType === type ? 'page' : undefined}
          >
            {t(`moderation.type.${type}`)}
          </Link>
        ))}
      </nav>
      <PagedList paged={paged} empty={t('moderation.queue.empty')}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <QueueCard key={`${item.targetType}-${item.targetId}`} item={item} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
