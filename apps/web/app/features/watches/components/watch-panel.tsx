import type { Locale } from '@app/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';

import { apiErrorMessages } from '../../../shared/lib/api-errors';
import { useI18n } from '../../../shared/lib/i18n';
import { FormAlert, primaryButtonClass, secondaryButtonClass, TextField } from '../../../shared/ui/form';
import { useAuth } from '../../auth';
import { createWatch } from '../api/create-watch';
import { deleteWatch } from '../api/delete-watch';
import { getWatchStatus } from '../api/get-watch-status';

export interface WatchPanelProps {
  /** A place's page, or a typed address's (its `q` and city) until a review makes it a place. */
  target: { placeId: string } | { address: { q: string; cityId: string } };
}

/** This feature's refusals, translated here (not in the shared table every page loads). */
const WATCH_ERRORS = {
  WATCH_LIMIT_REACHED: 'watch.limit',
  WATCH_EMAIL_REQUIRED: 'watch.emailRequired',
} as const;

const statusQuery = (target: WatchPanelProps['target']) =>
  'placeId' in target ? { placeId: target.placeId } : { q: target.address.q, cityId: target.address.cityId };

/**
 * A verified account watches with one button and sees its own watch (and stops it here); anyone
 * else gives an e-mail address and confirms by the mailed link. Nothing here says who else watches.
 */
export default function WatchPanel({ target }: WatchPanelProps) {
  const { t, locale } = useI18n();
  const { ready, user, isAuthenticated } = useAuth();
  const byAccount = ready && isAuthenticated && Boolean(user?.verified && user.email);
  const [watchId, setWatchId] = useState<string | null | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = JSON.stringify(statusQuery(target));

  useEffect(() => {
    if (!byAccount) return;
    getWatchStatus({ query: JSON.parse(query) })
      .then((answer) => setWatchId(answer.id))
      .catch(() => setWatchId(null));
  }, [byAccount, query]);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      const own =
        caught instanceof ApiError ? WATCH_ERRORS[caught.code as keyof typeof WATCH_ERRORS] : undefined;
      setError(own ? t(own) : apiErrorMessages(t, caught).join(' '));
    } finally {
      setBusy(false);
    }
  };
  const start = (withEmail?: string) =>
    run(async () => {
      const answer = await createWatch({
        body: { ...target, lang: locale as Locale, ...(withEmail ? { email: withEmail } : {}) },
      });
      if (answer.state === 'watching') setWatchId(answer.id);
      else setSentTo(withEmail ?? null);
    });
  const stop = (id: string) =>
    run(async () => {
      await deleteWatch({ params: { id } });
      setWatchId(null);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(email.trim());
  };

  if (!ready) return null;
  return (
    <div className="space-y-3">
      {byAccount ? (
        watchId === undefined ? (
          <p role="status">{t('common.loading')}</p>
        ) : watchId ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
              {t('watch.watching')}
            </p>
            <button
              type="button"
              disabled={busy}
              className={secondaryButtonClass}
              onClick={() => void stop(watchId)}
            >
              {t('watch.stop')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            disabled={busy}
            className={`${primaryButtonClass} sm:w-auto`}
            onClick={() => void start()}
          >
            {t('watch.button')}
          </button>
        )
      ) : sentTo ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {t('watch.sent', { email: sentTo })}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <TextField
            label={t('watch.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`}>
            {t('watch.submit')}
          </button>
        </form>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
