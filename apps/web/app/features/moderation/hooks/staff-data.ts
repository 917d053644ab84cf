import {
  AUTO_CHECKS,
  type AutoCheck,
  DECISION_REASONS,
  type DecisionReason,
  type ModerationFlag,
  type Page,
} from '@app/contracts';
import { formatNumber, type MessageKey, type Translate } from '@app/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { useDateTimeFormat } from '../../auth';

// The header's user menu imports it from roles.ts, without this module's code.
export { isStaff } from '../../auth';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads a staff-only API answer in the browser (the session lives in local storage, so the server
 * render cannot make these calls). `key` names the request (its endpoint and query) and `load` makes
 * it; `key` null waits (e.g. until the session is known).
 */
export function useStaffData<T>(key: string | null, load: () => Promise<T>) {
  // The state with the request it belongs to: after `key` changes, the render before the new
  // request's effect shows "loading", not the previous request's answer (a moderator who clicked
  // another filter saw the old list for a moment, then loading, then the new one).
  const [entry, setEntry] = useState<{ key: string | null; state: Loadable<T> }>({ key, state: LOADING });
  const state: Loadable<T> = entry.key === key ? entry.state : LOADING;
  const setState = useCallback((next: Loadable<T>) => setEntry({ key, state: next }), [key]);
  // Answers to an older request must not overwrite the current one.
  const latest = useRef(key);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => {
    latest.current = key;
    if (!key) return;
    setEntry({ key, state: LOADING });
    const settle = (next: Loadable<T>) => {
      if (latest.current === key) setEntry({ key, state: next });
    };
    loadRef
      .current()
      .then((data) => settle({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) settle({ status: 'forbidden' });
        else if (error instanceof ApiError && error.status === 404) settle({ status: 'missing' });
        else settle({ status: 'failed' });
      });
  }, [key]);
  useEffect(reload, [reload]);
  return { state, setState, reload };
}

/**
 * A moderation time as the API gives it: to the minute, or, for content published without its
 * author (`datedByDay`), only the UTC day the server rounded it to, as the public sees it.
 */
export function useModerationTime() {
  const formatDateTime = useDateTimeFormat();
  return useCallback(
    (value: string, datedByDay: boolean) =>
      datedByDay ? formatDateTime(value, { dateStyle: 'medium', timeZone: 'UTC' }) : formatDateTime(value),
    [formatDateTime],
  );
}

const isCheck = (value: string): value is AutoCheck => (AUTO_CHECKS as readonly string[]).includes(value);
const isDecisionReason = (value: string): value is DecisionReason =>
  (DECISION_REASONS as readonly string[]).includes(value);

/** A log entry's reason in words: a decision reason, or the automatic check that acted. */
export function reasonLabel(t: Translate, reason: string | null): string | null {
  if (!reason) return null;
  if (isDecisionReason(reason)) return t(`moderation.reason.${reason}`);
  if (isCheck(reason)) return t(`moderation.check.${reason}`);
  return reason;
}

type Params = ModerationFlag['params'];
const num = (params: Params, key: string) => Number(params[key] ?? 0);

function listFormat(items: string[], tag: string): string {
  try {
    return new Intl.ListFormat(tag, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** What an automatic check found, as a sentence in the reader's language. */
export function describeFlag(t: Translate, tag: string, check: AutoCheck, params: Params): string {
  switch (check) {
    case 'duplicate':
      return t('moderation.flag.duplicate');
    case 'near_duplicate': {
      // Our own "%" rather than Intl's percent style, which the Georgian fallback cannot do.
      const percent = `${formatNumber(Math.round(num(params, 'similarity') * 100), tag)}%`;
      if (params.samePlace)
        return t('moderation.flag.nearDuplicateSamePlace', {
          percent,
          count: Math.round(num(params, 'windowHours') / 24),
        });
      const key = params.sameAuthor
        ? 'moderation.flag.nearDuplicateSameAuthor'
        : 'moderation.flag.nearDuplicateSameNetwork';
      return t(key, { percent, count: num(params, 'windowHours') });
    }
    case 'burst':
      return t('moderation.flag.burst', {
        reviews: t('moderation.flag.burstReviews', { count: num(params, 'count') }),
        window: t('moderation.flag.burstWindow', { count: num(params, 'windowMinutes') }),
      });
    case 'self_vote':
      return t('moderation.flag.selfVote');
    case 'vote_ring':
      return t('moderation.flag.voteRing', { count: num(params, 'mutualVotes') });
    case 'advertising': {
      const kind = params.kind === 'phone' || params.kind === 'handle' ? params.kind : 'link';
      return t(`moderation.flag.advertising.${kind}`);
    }
    case 'personal_data': {
      const kinds = String(params.kinds ?? '')
        .split(',')
        .map((kind) => kind.trim())
        .filter((kind) => kind === 'phone' || kind === 'email' || kind === 'id_number')
        .map((kind) => t(`moderation.flag.kind.${kind}` as MessageKey));
      return t('moderation.flag.personalData', { kinds: listFormat(kinds, tag) });
    }
    case 'unknown_street':
      return t('moderation.flag.unknownStreet', { address: String(params.address ?? '') });
  }
}

/** The automatic check behind a log entry, when its reason names one (its params are the evidence). */
export function checkOf(reason: string | null): AutoCheck | null {
  return reason && isCheck(reason) ? reason : null;
}

/** A cursor-paged staff list: the first page, then "Show more" appends the next. */
export function usePagedStaffData<T>(key: string | null, loadPage: (cursor?: string) => Promise<Page<T>>) {
  const { state, setState, reload } = useStaffData(key, () => loadPage());
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const loadMore = async () => {
    if (!key || state.status !== 'ready' || !state.data.nextCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await loadPage(state.data.nextCursor);
      setState({
        status: 'ready',
        data: { items: [...state.data.items, ...next.items], nextCursor: next.nextCursor },
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };
  return { state, reload, loadMore, loadingMore, moreFailed };
}
