import { AVATAR_LIMITS, LIMITS, LOCALES, type Locale, type UserSettings } from '@app/contracts';
import { formatDayInSentence, LANGUAGE_NAMES } from '@app/i18n';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import {
  detectTimeZone,
  useAuth,
  useDateTimeFormat,
  useReaderTimeZone,
  useRequireAuth,
} from '../features/auth';
import { getAccountSettings } from '../features/auth/api/get-account-settings';
import { removeAvatar } from '../features/auth/api/remove-avatar';
import { saveAccountSettings } from '../features/auth/api/save-account-settings';
import { updateAccount } from '../features/auth/api/update-account';
import { uploadAvatar } from '../features/auth/api/upload-avatar';
import { SessionsList } from '../features/auth/components/sessions-list';
import { Avatar } from '../features/auth/components/user-menu';
import { WatchListSection } from '../features/watches/components/watch-list-section';
import { ApiError } from '../shared/lib/api';
import { useI18n } from '../shared/lib/i18n';
import { switchLocalePath } from '../shared/lib/locale';
import { pageMeta } from '../shared/lib/meta';
import { timeZoneLabel, timeZoneOptions } from '../shared/lib/time-zones';
import { toast } from '../shared/lib/toast';
import { ConfirmDialogContent } from '../shared/ui/confirm-dialog';
import { AlertDialog } from '../shared/ui/dialog';
import {
  Card,
  FormAlert,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from '../shared/ui/form';
import { ScreenIntro } from '../shared/ui/screen-intro';
import { rememberLocale } from '../shell/language-selector';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    matches,
    location,
    titleKey: 'meta.settings.title',
    descriptionKey: 'meta.settings.description',
    noindex: true,
  });

function SelectField(props: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function AvatarEditor() {
  const { t } = useI18n();
  const { user, replaceUser } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const name = user.name ?? user.email ?? '';

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_LIMITS.maxBytes) {
      toast.error(t('settings.fileTooLarge'));
      return;
    }
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    try {
      const answer = await uploadAvatar({ params: { id: user.id }, body: form });
      replaceUser(answer.user);
      toast.success(t('settings.avatarUpdated'));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 413
          ? t('settings.fileTooLarge')
          : t('settings.avatarFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const answer = await removeAvatar({ params: { id: user.id } });
      replaceUser(answer.user);
      toast.success(t('settings.avatarRemoved'));
    } catch {
      toast.error(t('settings.avatarDeleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex items-center gap-4">
      <legend className="sr-only">{t('settings.avatar')}</legend>
      {user.avatarUrl ? (
        <img
          src={user.avatarUrl}
          alt={t('settings.avatarAlt')}
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <Avatar url={null} name={name} className="size-20 text-2xl" />
      )}
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => input.current?.click()}
            className={secondaryButtonClass}
          >
            {busy ? t('settings.avatarUploading') : t('settings.avatarUpload')}
          </button>
          {user.avatarUrl && (
            <button type="button" disabled={busy} onClick={remove} className={secondaryButtonClass}>
              {t('settings.avatarRemove')}
            </button>
          )}
        </div>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {t('settings.avatarHint', { size: AVATAR_LIMITS.maxBytes / 1024 / 1024 })}
        </p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_LIMITS.acceptedTypes.join(',')}
          onChange={upload}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('settings.avatarUpload')}
        />
      </div>
    </fieldset>
  );
}

/** The success toast of a save that switched the language: shown once the page speaks that language. */
let pendingSavedToast: { locale: Locale; key: 'settings.saved' | 'settings.nameUpdated' } | null = null;

function SettingsForm({ initial }: { initial: UserSettings }) {
  const { locale, t, tag } = useI18n();
  const { user, replaceUser } = useAuth();
  const navigate = useNavigate();
  const formatDate = useDateTimeFormat();
  const timeZone = useReaderTimeZone();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(saved) !== JSON.stringify(draft);
  const languages = LOCALES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

  // Spec section 4: leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // A saved new language: go to it once the form is clean (the blocker must not ask about this).
  const [switchTo, setSwitchTo] = useState<Locale | null>(null);
  useEffect(() => {
    if (!switchTo || dirty) return;
    setSwitchTo(null);
    void navigate(switchLocalePath(`/${locale}/settings`, '', switchTo));
  }, [switchTo, dirty, locale, navigate]);
  useEffect(() => {
    if (pendingSavedToast?.locale !== locale) return;
    toast.success(t(pendingSavedToast.key));
    pendingSavedToast = null;
  }, [locale, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const detected = detectTimeZone();
  // About 400 zones, each named by Intl: built again only when a kept zone or the language changes.
  const zones = useMemo(
    () => timeZoneOptions(tag, detected ? [draft.timezone, detected] : [draft.timezone]),
    [tag, draft.timezone, detected],
  );

  if (!user) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) {
      setNameError(t('auth.validation.nameRequired'));
      return;
    }
    setNameError(undefined);
    setBusy(true);
    const body = { ...draft, name };
    // Only the name changed: it is the profile call (PATCH /users/{id}) and the spec's own toasts
    // ("Name updated successfully" / "Failed to update name"); anything else saves the settings.
    const onlyName = JSON.stringify({ ...saved, name }) === JSON.stringify(body);
    try {
      const answer = onlyName
        ? await updateAccount({ params: { id: user.id }, body: { name } })
        : await saveAccountSettings({ params: { id: user.id }, body });
      replaceUser(answer.user);
      setSaved(body);
      setDraft(body);
      const savedKey = onlyName ? 'settings.nameUpdated' : 'settings.saved';
      if (body.language === locale) toast.success(t(savedKey));
      else {
        // The toast speaks the new language: it waits until the page has switched to it.
        pendingSavedToast = { locale: body.language, key: savedKey };
        rememberLocale(body.language);
        setSwitchTo(body.language);
      }
    } catch {
      toast.error(t(onlyName ? 'settings.nameFailed' : 'settings.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <h2 className="text-lg font-semibold">{t('settings.profile')}</h2>
      <AvatarEditor />
      <p className="inline-flex rounded-full bg-primary-100 px-3 py-1 text-sm font-medium text-primary-900 dark:bg-primary-900 dark:text-primary-100">
        {t('sofas.count', { count: user.score })}
      </p>
      {user.email && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {t('settings.email')}:{' '}
          <span className="font-medium text-stone-900 dark:text-stone-100">{user.email}</span>
          <br />
          {t('settings.memberSince', {
            date: formatDayInSentence(new Date(user.createdAt), tag, 'since', timeZone),
          })}
        </p>
      )}
      <TextField
        label={t('settings.name')}
        value={draft.name}
        maxLength={LIMITS.displayNameMax}
        error={nameError}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        autoComplete="nickname"
      />
      <h2 className="pt-2 text-lg font-semibold">{t('settings.preferences')}</h2>
      <SelectField
        label={t('settings.language')}
        value={draft.language}
        options={languages}
        onChange={(value) => setDraft({ ...draft, language: value as Locale })}
      />
      <SelectField
        label={t('settings.mapsLanguage')}
        value={draft.mapsLanguage}
        options={languages}
        onChange={(value) => setDraft({ ...draft, mapsLanguage: value as Locale })}
      />
      <div>
        <SelectField
          label={t('settings.timezone')}
          value={draft.timezone}
          options={zones}
          onChange={(value) => setDraft({ ...draft, timezone: value })}
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-stone-600 dark:text-stone-400">
            {t('settings.localTime', {
              time: formatDate(Date.now(), { timeStyle: 'short', timeZone: draft.timezone }),
            })}
          </span>
          {detected && (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setDraft({ ...draft, timezone: detected });
                toast(t('settings.timezoneDetected', { zone: timeZoneLabel(detected, tag) }));
              }}
            >
              {t('settings.timezoneDetect')}
            </button>
          )}
        </div>
      </div>
      <div className="flex gap-3 pt-2">
        <button type="submit" disabled={busy || !dirty} className={`${primaryButtonClass} w-auto flex-1`}>
          {busy ? t('settings.saving') : t('settings.save')}
        </button>
        <button
          type="button"
          disabled={busy || !dirty}
          onClick={() => setDraft(saved)}
          className={secondaryButtonClass}
        >
          {t('settings.reset')}
        </button>
      </div>
      <AlertDialog.Root open={blocker.state === 'blocked'}>
        <ConfirmDialogContent
          title={t('settings.unsavedTitle')}
          text={t('settings.unsavedText')}
          confirm={t('settings.leave')}
          cancel={t('settings.stay')}
          onConfirm={() => blocker.proceed?.()}
          onCancel={() => blocker.reset?.()}
        />
      </AlertDialog.Root>
    </form>
  );
}

export default function Screen() {
  const { t } = useI18n();
  const allowed = useRequireAuth();
  const { user } = useAuth();
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (!allowed || !userId) return;
    getAccountSettings({ params: { id: userId } })
      .then((answer) => setSettings(answer.settings))
      .catch(() => setFailed(true));
  }, [allowed, userId]);

  return (
    <>
      <ScreenIntro titleKey="meta.settings.title" descriptionKey="meta.settings.description" />
      <Card>
        {!allowed ? (
          <p role="status">{t('common.loading')}</p>
        ) : failed ? (
          <FormAlert>{t('settings.loadFailed')}</FormAlert>
        ) : settings ? (
          <>
            <SettingsForm initial={settings} />
            <SessionsList />
            <WatchListSection />
          </>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </Card>
    </>
  );
}
