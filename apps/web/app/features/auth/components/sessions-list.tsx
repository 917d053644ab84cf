import type { Session } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';

import { useI18n } from '../../../shared/lib/i18n';
import { toast } from '../../../shared/lib/toast';
import { ConfirmActionButton } from '../../../shared/ui/confirm-action-button';
import { FormAlert, secondaryButtonClass } from '../../../shared/ui/form';
import { endSession } from '../api/end-session';
import { getSessions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { useAuth, useDateTimeFormat } from '../hooks/auth';

function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Where the account is signed in (issue 20): each session's device, last use and coarse place, with
 * "sign out" per session and "sign out everywhere else". Registered accounts only: an anonymous
 * account's session is its only way in.
 */
export function SessionsList() {
  const { t, tag } = useI18n();
  const { user } = useAuth();
  const formatDate = useDateTimeFormat();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    getSessions()
      .then((answer) => {
        setSessions(answer.sessions);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (!user || user.anonymous) return null;

  const end = async (call: () => Promise<unknown>, doneKey: 'one' | 'others') => {
    setBusy(true);
    try {
      await call();
      toast.success(t(doneKey === 'one' ? 'sessions.signedOut' : 'sessions.othersSignedOut'));
    } catch {
      toast.error(t('sessions.failed'));
    } finally {
      setBusy(false);
      load();
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-8 space-y-4 border-t border-stone-200 pt-6 dark:border-stone-800"
    >
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('sessions.title')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('sessions.intro')}</p>
      {failed ? (
        <FormAlert>{t('sessions.loadFailed')}</FormAlert>
      ) : !sessions ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800" aria-label={t('sessions.title')}>
            {sessions.map((session) => {
              const { browser, system } = session;
              const device =
                browser && system
                  ? t('sessions.device', { browser, system })
                  : (browser ?? system ?? t('sessions.unknownDevice'));
              const lastUsed = formatDate(session.lastUsedAt);
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                  data-testid="session"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      {device}
                      {session.current && (
                        <span className="ms-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-medium text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                          {t('sessions.current')}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-stone-600 dark:text-stone-400">
                      {t('sessions.lastUsed', { date: lastUsed })}
                      {session.place && ` · ${countryName(session.place, tag)}`}
                    </p>
                  </div>
                  {!session.current && (
                    <button
                      type="button"
                      disabled={busy}
                      className={secondaryButtonClass}
                      aria-label={t('sessions.signOutOne', { device, date: lastUsed })}
                      onClick={() => end(() => endSession({ params: { id: session.id } }), 'one')}
                    >
                      {t('sessions.signOut')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('sessions.onlyThis')}</p>
          ) : (
            <ConfirmActionButton
              className={secondaryButtonClass}
              title={t('sessions.othersTitle')}
              text={t('sessions.othersText', { count: others.length })}
              confirm={t('sessions.othersConfirm')}
              cancel={t('sessions.cancel')}
              onConfirm={() => end(() => signOutOtherSessions(), 'others')}
            >
              {t('sessions.signOutOthers')}
            </ConfirmActionButton>
          )}
        </>
      )}
    </section>
  );
}
