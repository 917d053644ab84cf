import {
  type AutoCheck,
  type ContentStatus,
  DECISION_REASONS,
  type DecisionReason,
  type ModerationFlag,
  type ModerationLogEntry,
  REPORT_TARGETS,
  type ReportTarget,
} from '@app/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/lib/i18n';
import { ErrorState } from '../../../shared/ui/error-page';
import { fieldClass } from '../../../shared/ui/form-dialog';
import {
  checkOf,
  describeFlag,
  reasonLabel,
  useModerationTime,
  type usePagedStaffData,
} from '../hooks/staff-data';

const STATUS_CLASS: Record<ContentStatus, string> = {
  published: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100',
  held: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  scheduled: 'bg-secondary-100 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100',
  hidden: 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-100',
  removed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export const pillClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useI18n();
  return <span className={`${pillClass} ${STATUS_CLASS[status]}`}>{t(`moderation.status.${status}`)}</span>;
}

export const isReportTarget = (value: string | undefined): value is ReportTarget =>
  (REPORT_TARGETS as readonly string[]).includes(value ?? '');

/** "Open the case" link target for a reported item. */
export const casePath = (locale: string, targetType: ReportTarget, targetId: string) =>
  `/${locale}/moderation/${targetType}/${targetId}`;

const shortId = (id: string) => id.slice(0, 8);

/** An automatic check's finding in words, with links to the evidence it names. */
export function FlagExplanation(props: {
  flag: Pick<ModerationFlag, 'check' | 'params'>;
  targetType: ReportTarget;
}) {
  const { locale, t, tag } = useI18n();
  const { check, params } = props.flag;
  const link = 'font-medium text-primary-800 underline-offset-4 hover:underline dark:text-primary-300';
  const evidence: Array<{ key: string; node: ReactNode }> = [];
  if (typeof params.otherId === 'string') {
    evidence.push({
      key: 'other',
      node: (
        <Link to={casePath(locale, props.targetType, params.otherId)} className={link}>
          {t('moderation.flag.openOther')}
        </Link>
      ),
    });
  }
  if (typeof params.placeId === 'string') {
    evidence.push({
      key: 'place',
      node: (
        <Link to={`/${locale}/reviews?placeId=${params.placeId}`} className={link}>
          {t('moderation.flag.openPlace')}
        </Link>
      ),
    });
  }
  for (const key of ['voterId', 'otherUserId'] as const) {
    const id = params[key];
    if (typeof id === 'string') {
      evidence.push({
        key,
        node: (
          <Link to={`/${locale}/moderation/log?targetId=${id}`} className={link}>
            {t('moderation.flag.account', { id: shortId(id) })}
          </Link>
        ),
      });
    }
  }
  return (
    <span>
      {describeFlag(t, tag, check, params)}
      {evidence.map((item) => (
        <span key={item.key}> {item.node}</span>
      ))}
    </span>
  );
}

/** Who, when, what and why for log entries: the item page's history and the whole log. */
export function LogTable({ entries, showTarget }: { entries: ModerationLogEntry[]; showTarget: boolean }) {
  const { locale, t } = useI18n();
  const formatTime = useModerationTime();
  const cell = 'px-3 py-2 align-top';
  return (
    // Wider than a phone: it scrolls sideways, so the keyboard must reach it too (axe's
    // scrollable-region-focusable), and it is named for the screen reader that lands on it.
    <section
      aria-label={t('moderation.item.log')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to be scrolled by keys
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-stone-200 focus:outline-2 focus:outline-primary-600 dark:border-stone-800"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-300">
          <tr>
            <th scope="col" className={cell}>
              {t('moderation.log.when')}
            </th>
            <th scope="col" className={cell}>
              {t('moderation.log.who')}
            </th>
            <th scope="col" className={cell}>
              {t('moderation.log.what')}
            </th>
            <th scope="col" className={cell}>
              {t('moderation.log.why')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 bg-white dark:divide-stone-800 dark:bg-stone-900">
          {entries.map((entry) => {
            // Masking logs its evidence without a reason; a hold lists the checks behind it.
            const check = checkOf(entry.reason) ?? (entry.action === 'auto_mask' ? 'personal_data' : null);
            const heldFor =
              entry.action === 'auto_hold' && typeof entry.params.checks === 'string'
                ? entry.params.checks
                    .split(',')
                    .map(checkOf)
                    .filter((c, index, all): c is AutoCheck => c !== null && all.indexOf(c) === index)
                    .map((c) => t(`moderation.check.${c}`))
                : [];
            // No actor: the operator's command line, an automatic check, or the scheduler.
            const who =
              entry.actor?.name ??
              (entry.params.via === 'cli'
                ? t('moderation.log.cli')
                : entry.action.startsWith('auto_')
                  ? t('moderation.log.system')
                  : t('moderation.log.scheduler'));
            const target = entry.targetType;
            const role = entry.params.role;
            return (
              <tr key={entry.id} data-testid="log-entry">
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{formatTime(entry.createdAt, entry.datedByDay)}</time>
                </td>
                <td className={cell}>{who}</td>
                <td className={cell}>
                  <span className="font-medium">{t(`moderation.logAction.${entry.action}`)}</span>
                  {showTarget && (
                    <span className="block text-xs text-stone-600 dark:text-stone-400">
                      {isReportTarget(target) ? (
                        <Link to={casePath(locale, target, entry.targetId)} className="underline">
                          {t('moderation.log.target', {
                            type: t(`moderation.type.${target}`),
                            id: shortId(entry.targetId),
                          })}
                        </Link>
                      ) : (
                        t('moderation.log.target', {
                          type: t(`moderation.type.${target}`),
                          id: shortId(entry.targetId),
                        })
                      )}
                    </span>
                  )}
                  {entry.action === 'name_street' && (
                    <span className="block text-xs">
                      {t('moderation.log.streetNames', {
                        names: [entry.params.en, entry.params.ru, entry.params.ka].map(String).join(' · '),
                      })}
                    </span>
                  )}
                  {typeof role === 'string' &&
                    (role === 'user' || role === 'moderator' || role === 'admin') && (
                      <span className="block text-xs">
                        {t('moderation.log.role', { role: t(`moderation.role.${role}`) })}
                      </span>
                    )}
                </td>
                <td className={cell}>
                  {reasonLabel(t, entry.reason) && (
                    <span className="font-medium">{reasonLabel(t, entry.reason)}</span>
                  )}
                  {check && isReportTarget(target) && (
                    <span className="block text-xs text-stone-600 dark:text-stone-400">
                      <FlagExplanation flag={{ check, params: entry.params }} targetType={target} />
                    </span>
                  )}
                  {heldFor.length > 0 && (
                    <span className="block text-xs">
                      {t('moderation.log.checks', { checks: heldFor.join(', ') })}
                    </span>
                  )}
                  {entry.note && <span className="block whitespace-pre-line break-words">{entry.note}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function Forbidden({ admin = false }: { admin?: boolean }) {
  const { t } = useI18n();
  return (
    <ErrorState
      status={403}
      title={t('moderation.forbidden.title')}
      message={admin ? t('moderation.forbidden.adminText') : t('moderation.forbidden.text')}
    />
  );
}

/** The non-ready states of a staff page: loading, forbidden, missing, failed with a retry. */
export function LoadStatus(props: {
  status: 'loading' | 'forbidden' | 'missing' | 'failed';
  onRetry(): void;
  missing?: { title: string; text: string };
}) {
  const { t } = useI18n();
  if (props.status === 'forbidden') return <Forbidden />;
  if (props.status === 'missing' && props.missing) {
    return <ErrorState status={404} title={props.missing.title} message={props.missing.text} />;
  }
  if (props.status === 'loading') {
    return (
      <p className="py-8 text-center text-stone-600 dark:text-stone-400" role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="py-8 text-center">
      <p className="text-red-700 dark:text-red-400">{t('moderation.loadFailed')}</p>
      <button
        type="button"
        onClick={props.onRetry}
        className="mt-3 rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
      >
        {t('moderation.retry')}
      </button>
    </div>
  );
}

/** "Show more" under a paged list, with its own failure message. */
export function ShowMore(props: { hasMore: boolean; loading: boolean; failed: boolean; onMore(): void }) {
  const { t } = useI18n();
  return (
    <>
      {props.failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('moderation.loadFailed')}
        </p>
      )}
      {props.hasMore && (
        <button
          type="button"
          onClick={props.onMore}
          disabled={props.loading}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800"
        >
          {props.loading ? t('common.loading') : t('moderation.loadMore')}
        </button>
      )}
    </>
  );
}

/** The required reason of a decision or a ban, from the fixed list the log speaks in. */
export function ReasonSelect(props: {
  value: DecisionReason | '';
  showError: boolean;
  onChange(value: DecisionReason): void;
  options?: readonly DecisionReason[];
}) {
  const { t } = useI18n();
  const id = useId();
  const invalid = props.showError && !props.value;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('moderation.decision.reason')}
      </label>
      <select
        id={id}
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as DecisionReason)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={fieldClass}
      >
        <option value="">{t('moderation.decision.chooseReason')}</option>
        {(props.options ?? DECISION_REASONS).map((value) => (
          <option key={value} value={value}>
            {t(`moderation.reason.${value}`)}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {t('moderation.decision.chooseReason')}
        </p>
      )}
    </div>
  );
}

/** A paged staff list: loading and failure states, the empty message, the rows and "Show more". */
export function PagedList<T>(props: {
  paged: ReturnType<typeof usePagedStaffData<T>>;
  empty: string;
  children(items: T[]): ReactNode;
}) {
  const { state } = props.paged;
  if (state.status !== 'ready') return <LoadStatus status={state.status} onRetry={props.paged.reload} />;
  if (state.data.items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-400">
        {props.empty}
      </p>
    );
  }
  return (
    <>
      {props.children(state.data.items)}
      <ShowMore
        hasMore={Boolean(state.data.nextCursor)}
        loading={props.paged.loadingMore}
        failed={props.paged.moreFailed}
        onMore={() => void props.paged.loadMore()}
      />
    </>
  );
}

/** A small staff form's two buttons: submit (its label while saving) and cancel. */
export function SubmitOrCancel(props: {
  saving: boolean;
  submit: string;
  savingLabel: string;
  cancel: string;
  onCancel(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        disabled={props.saving}
        className="rounded-lg bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {props.saving ? props.savingLabel : props.submit}
      </button>
      <button
        type="button"
        onClick={props.onCancel}
        className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        {props.cancel}
      </button>
    </div>
  );
}
