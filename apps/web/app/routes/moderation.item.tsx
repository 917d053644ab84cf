import type { ModerationItem } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDateTimeFormat } from '../features/auth';
import { getModerationItem } from '../features/moderation/api/get-moderation-item';
import { DecisionForm } from '../features/moderation/components/decision-form';
import {
  FlagExplanation,
  isReportTarget,
  LoadStatus,
  LogTable,
  pillClass,
  StatusBadge,
} from '../features/moderation/components/moderation-ui';
import { RevealAuthor } from '../features/moderation/components/reveal-author';
import { StreetNaming } from '../features/moderation/components/street-naming';
import { useModerationTime, useStaffData } from '../features/moderation/hooks/staff-data';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/moderation.item';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.moderationItem.title', noindex: true });

/** The id moderators see for an author they are not told (the server's HIDDEN_AUTHOR_ID). */
const HIDDEN_AUTHOR_ID = '00000000-0000-0000-0000-000000000000';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const muted = 'text-sm text-stone-600 dark:text-stone-400';

function OpenOrResolved({ status }: { status: 'open' | 'resolved' }) {
  const { t } = useI18n();
  return (
    <span
      className={`${pillClass} ${
        status === 'open'
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
          : 'bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300'
      }`}
    >
      {status === 'open' ? t('moderation.item.stateOpen') : t('moderation.item.stateResolved')}
    </span>
  );
}

function ItemView(props: { item: ModerationItem; onChange(next: ModerationItem): void; reload(): void }) {
  const { item, onChange } = props;
  const { locale, t } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const formatTime = useModerationTime();
  const type = t(`moderation.type.${item.targetType}`);
  // The nil id: content published without its author, whose account takes the logged reveal step.
  const isAuthorHidden = item.author.id === HIDDEN_AUTHOR_ID;
  const author = item.author.isAnonymous
    ? t('moderation.item.anonymousAuthor')
    : (item.author.name ?? t('moderation.item.unnamed'));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <header className="space-y-2">
          <Link to={`/${locale}/moderation`} className="text-sm underline-offset-4 hover:underline">
            ← {t('moderation.item.back')}
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight">
              {/* A place is named by itself: whoever added it is not its author. */}
              {item.targetType === 'place' && item.context.placeName
                ? t('moderation.item.headingPlace', { place: item.context.placeName })
                : t('moderation.item.heading', { type, author })}
            </h1>
            <StatusBadge status={item.status} />
          </div>
          <p className={muted}>
            {t('moderation.item.written', { date: formatTime(item.createdAt, item.datedByDay) })}
            {item.context.placeName && (
              <> · {t('moderation.item.place', { place: item.context.placeName })}</>
            )}
            {item.context.reviewId && (
              <>
                {' · '}
                <Link to={`/${locale}/reviews/${item.context.reviewId}`} className="underline">
                  {t('moderation.item.openReview')}
                </Link>
              </>
            )}
          </p>
        </header>

        <Panel title={t('moderation.item.text')}>
          {item.text.trim() ? (
            <p className="whitespace-pre-line break-words" data-testid="moderation-text">
              {item.text}
            </p>
          ) : (
            <p className={muted}>{t('moderation.item.noText')}</p>
          )}
          {item.photos.length > 0 && (
            <>
              <h3 className="font-medium">{t('moderation.item.photos')}</h3>
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {item.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a
                      href={photo.url}
                      target="_blank"
                      rel="noreferrer"
                      className="block overflow-hidden rounded-lg"
                    >
                      <img
                        src={photo.url}
                        alt={t('moderation.item.photoAlt', { index: index + 1 })}
                        loading="lazy"
                        className="aspect-square w-full object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>

        <Panel title={t('moderation.item.reports')}>
          {item.reports.length === 0 ? (
            <p className={muted}>{t('moderation.item.noReports')}</p>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {item.reports.map((report) => (
                <li key={report.id} className="space-y-1 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{t(`report.reason.${report.reason}`)}</span>
                    <OpenOrResolved status={report.status} />
                    <time dateTime={report.createdAt} className={`ml-auto ${muted}`}>
                      {formatTime(report.createdAt, item.datedByDay)}
                    </time>
                  </div>
                  {report.text && <p className="whitespace-pre-line break-words text-sm">{report.text}</p>}
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title={t('moderation.item.flags')}>
          {item.flags.length === 0 ? (
            <p className={muted}>{t('moderation.item.noFlags')}</p>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {item.flags.map((flag) => (
                <li key={flag.id} className="space-y-1 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{t(`moderation.check.${flag.check}`)}</span>
                    <OpenOrResolved status={flag.status} />
                  </div>
                  <p className="text-sm">
                    <FlagExplanation flag={flag} targetType={item.targetType} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <section className="space-y-3">
          <h2 className="text-lg font-semibold">{t('moderation.item.log')}</h2>
          {item.log.length === 0 ? (
            <p className={muted}>{t('moderation.item.noLog')}</p>
          ) : (
            <LogTable entries={item.log} showTarget={false} />
          )}
        </section>
      </div>

      <aside className="space-y-6">
        <Panel title={t('moderation.item.author')}>
          <p className="font-medium">{author}</p>
          <div className="flex flex-wrap gap-2">
            <span
              className={`${pillClass} bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-200`}
            >
              {t(`moderation.role.${item.author.role}`)}
            </span>
            {item.author.isBanned && (
              <span className={`${pillClass} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
                {t('moderation.item.banned')}
              </span>
            )}
          </div>
          {item.author.memberSince && (
            <p className={muted}>
              {t('moderation.item.memberSince', {
                date: formatDateTime(item.author.memberSince, { dateStyle: 'long' }),
              })}
            </p>
          )}
          {isAuthorHidden ? (
            <>
              <p className={muted}>{t('moderation.item.authorHidden')}</p>
              {/* Keyed by the item: another item's answer never stays on the page. */}
              <RevealAuthor
                key={`${item.targetType}-${item.targetId}`}
                item={item}
                onRevealed={props.reload}
              />
            </>
          ) : (
            <Link to={`/${locale}/moderation/log?targetId=${item.author.id}`} className="text-sm underline">
              {t('moderation.item.authorLog')}
            </Link>
          )}
        </Panel>
        {item.flags.some((flag) => flag.check === 'unknown_street') && (
          <StreetNaming key={item.targetId} item={item} onNamed={onChange} />
        )}
        <DecisionForm key={`${item.status}-${item.log.length}`} item={item} onDecided={onChange} />
      </aside>
    </div>
  );
}

/** One reported or flagged item with everything a moderator needs to decide, and the decision. */
export default function ModerationItemPage({ params }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const target =
    isReportTarget(params.targetType) && UUID.test(params.targetId)
      ? { targetType: params.targetType, targetId: params.targetId }
      : null;
  const valid = target !== null;
  const { state, setState, reload } = useStaffData(
    target ? `${target.targetType} ${target.targetId} ${locale}` : null,
    // Called only with a key, so with a target.
    () => getModerationItem({ params: target!, query: { lang: locale } }),
  );
  const missing = { title: t('moderation.item.notFound'), text: t('moderation.item.notFoundText') };
  if (!valid) return <LoadStatus status="missing" onRetry={reload} missing={missing} />;
  if (state.status !== 'ready')
    return <LoadStatus status={state.status} onRetry={reload} missing={missing} />;
  return (
    <ItemView
      item={state.data}
      onChange={(data) => setState({ status: 'ready', data })}
      reload={() => {
        // The new log line (who, when, why) shows in the history without hiding the answer.
        void getModerationItem({ params: target!, query: { lang: locale } })
          .then((data) => setState({ status: 'ready', data }))
          .catch(() => {});
      }}
    />
  );
}
