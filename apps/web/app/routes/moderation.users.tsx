import {
  type DecisionReason,
  MODERATION_LIMITS,
  type ModerationUser,
  ROLES,
  type Role,
} from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useAuth, useDateTimeFormat } from '../features/auth';
import { getModerationUsers } from '../features/moderation/api/get-moderation-users';
import { setUserBan } from '../features/moderation/api/set-user-ban';
import { setUserRole } from '../features/moderation/api/set-user-role';
import {
  Forbidden,
  LoadStatus,
  pillClass,
  ReasonSelect,
} from '../features/moderation/components/moderation-ui';
import { useStaffData } from '../features/moderation/hooks/staff-data';
import { formatCounter } from '../shared/lib/format';
import { useI18n } from '../shared/lib/i18n';
import { pageMeta } from '../shared/lib/meta';
import { toast } from '../shared/lib/toast';
import { Dialog } from '../shared/ui/dialog';
import { CountedTextarea, FormDialogButtons, FormDialogContent, fieldClass } from '../shared/ui/form-dialog';
import type { Route } from './+types/moderation.users';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.moderationUsers.title', noindex: true });

const buttonClass =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800';

/** Ban or lift a ban: both are logged, so a reason is required and a note is welcome. */
function BanDialog(props: { user: ModerationUser; onDone(user: ModerationUser): void }) {
  const { t, tag } = useI18n();
  const { user } = props;
  const banning = !user.isBanned;
  const name = user.name ?? user.email ?? user.id.slice(0, 8);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DecisionReason | ''>('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [showError, setShowError] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setShowError(true);
      return;
    }
    setSaving(true);
    try {
      const next = await setUserBan({
        params: { id: user.id },
        body: { banned: banning, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      toast.success(banning ? t('moderation.users.bannedToast') : t('moderation.users.unbannedToast'));
      setOpen(false);
      props.onDone(next);
    } catch {
      toast.error(t('moderation.users.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setReason(banning ? '' : 'no_violation');
          setNote('');
          setShowError(false);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={`${buttonClass} ${banning ? 'text-red-700 dark:text-red-400' : ''}`}>
        {banning ? t('moderation.users.ban') : t('moderation.users.unban')}
        <span className="sr-only">{` — ${name}`}</span>
      </Dialog.Trigger>
      <FormDialogContent
        title={
          banning ? t('moderation.users.banTitle', { name }) : t('moderation.users.unbanTitle', { name })
        }
        description={banning ? t('moderation.users.banText') : t('moderation.users.unbanText')}
      >
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <ReasonSelect value={reason} showError={showError} onChange={setReason} />
          <CountedTextarea
            label={t('moderation.decision.note')}
            value={note}
            max={MODERATION_LIMITS.decisionNoteMax}
            counter={formatCounter(note.length, MODERATION_LIMITS.decisionNoteMax, tag)}
            rows={2}
            onChange={setNote}
          />
          <FormDialogButtons
            cancel={t('moderation.confirm.cancel')}
            submit={banning ? t('moderation.users.ban') : t('moderation.users.unban')}
            busy={saving}
            danger={banning}
          />
        </form>
      </FormDialogContent>
    </Dialog.Root>
  );
}

function UserRow(props: { user: ModerationUser; isSelf: boolean; onChange(user: ModerationUser): void }) {
  const { t } = useI18n();
  const formatDateTime = useDateTimeFormat();
  const { user } = props;
  const [saving, setSaving] = useState(false);
  const name = user.name ?? user.email ?? user.id.slice(0, 8);
  const changeRole = async (role: Role) => {
    setSaving(true);
    try {
      props.onChange(await setUserRole({ params: { id: user.id }, body: { role } }));
      toast.success(t('moderation.users.roleSaved'));
    } catch {
      toast.error(t('moderation.users.failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="user-row">
      <div className="min-w-48 flex-1">
        <p className="font-medium">
          {user.name ?? t('moderation.item.unnamed')}
          {props.isSelf && (
            <span className="ml-2 text-xs text-stone-600 dark:text-stone-400">
              ({t('moderation.users.you')})
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {user.email ?? t('moderation.users.noEmail')}
        </p>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {t('moderation.users.joined', { date: formatDateTime(user.createdAt, { dateStyle: 'long' }) })}
        </p>
      </div>
      {user.isBanned && (
        <span className={`${pillClass} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>
          {t('moderation.users.banned')}
        </span>
      )}
      <select
        aria-label={t('moderation.users.role', { name })}
        value={user.role}
        disabled={saving || props.isSelf}
        onChange={(event) => void changeRole(event.target.value as Role)}
        className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-900 disabled:opacity-60 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`moderation.role.${role}`)}
          </option>
        ))}
      </select>
      {!props.isSelf && <BanDialog user={user} onDone={props.onChange} />}
    </li>
  );
}

/** Administrators find accounts by name or e-mail, grant roles, ban and lift bans. */
export default function ModerationUsers() {
  const { t } = useI18n();
  const { user: me } = useAuth();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const isAdmin = me?.role === 'admin';
  const { state, setState, reload } = useStaffData(isAdmin && query ? query : null, () =>
    getModerationUsers({ query: { query: query ?? '' } }),
  );
  if (!isAdmin) return <Forbidden admin />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setTooShort(value.length < 2);
    if (value.length >= 2) setQuery(value);
  };
  const replace = (next: ModerationUser) => {
    if (state.status !== 'ready') return;
    setState({
      status: 'ready',
      data: { items: state.data.items.map((item) => (item.id === next.id ? next : item)) },
    });
  };

  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('moderation.users.title')}</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('moderation.users.intro')}</p>
      </header>
      <search>
        <form onSubmit={search} noValidate className="flex flex-wrap items-end gap-2">
          <div className="min-w-64 flex-1">
            <label htmlFor={`${id}-query`} className="text-sm font-medium">
              {t('moderation.users.search')}
            </label>
            <input
              id={`${id}-query`}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={tooShort ? true : undefined}
              aria-describedby={tooShort ? `${id}-short` : undefined}
              className={fieldClass}
            />
          </div>
          <button
            type="submit"
            className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
          >
            {t('moderation.users.searchButton')}
          </button>
          {tooShort && (
            <p id={`${id}-short`} className="w-full text-sm text-red-700 dark:text-red-400">
              {t('moderation.users.minChars')}
            </p>
          )}
        </form>
      </search>
      {query &&
        (state.status !== 'ready' ? (
          <LoadStatus status={state.status} onRetry={reload} />
        ) : state.data.items.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">{t('moderation.users.empty')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
            {state.data.items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} onChange={replace} />
            ))}
          </ul>
        ))}
    </section>
  );
}
