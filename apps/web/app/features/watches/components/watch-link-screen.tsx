import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { apiErrorMessages } from '../../../shared/lib/api-errors';
import { useI18n } from '../../../shared/lib/i18n';
import { Card, FormAlert, linkClass, primaryButtonClass } from '../../../shared/ui/form';
import { ScreenIntro } from '../../../shared/ui/screen-intro';
import { confirmWatch } from '../api/confirm-watch';
import { unsubscribeWatch } from '../api/unsubscribe-watch';

/**
 * The page a watch mail's link opens (`?token=`), signed in or not: confirm an e-mail watch, or
 * unsubscribe. Nothing happens on opening it: a mail scanner that follows links changes nothing;
 * the button does it (RFC 8058's one-click POST goes to the API directly).
 */
export function WatchLinkScreen({ purpose }: { purpose: 'confirm' | 'unsubscribe' }) {
  const { locale, t } = useI18n();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ text: string; placeId: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys =
    purpose === 'confirm'
      ? ({
          title: 'watch.confirm.title',
          text: 'watch.confirm.text',
          submit: 'watch.confirm.submit',
        } as const)
      : ({
          title: 'watch.unsubscribe.title',
          text: 'watch.unsubscribe.text',
          submit: 'watch.unsubscribe.submit',
        } as const);

  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      if (purpose === 'confirm') {
        const answer = await confirmWatch({ body: { token }, token: null });
        setDone({ text: t('watch.confirm.done', { place: answer.name }), placeId: answer.placeId });
      } else {
        await unsubscribeWatch({ body: { token }, token: null });
        setDone({ text: t('watch.unsubscribe.done'), placeId: null });
      }
    } catch (caught) {
      setError(apiErrorMessages(t, caught, { fallback: 'watch.link.invalid' }).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenIntro titleKey={keys.title} descriptionKey={keys.text} />
      <Card>
        {done ? (
          <div className="space-y-4">
            <p role="status">{done.text}</p>
            <Link
              to={done.placeId ? `/${locale}/reviews?placeId=${done.placeId}` : `/${locale}`}
              className={linkClass}
            >
              {done.placeId ? t('watch.openPlace') : t('app.name')}
            </Link>
          </div>
        ) : (
          <div className="space-y-4">
            {error && <FormAlert>{error}</FormAlert>}
            <button
              type="button"
              disabled={busy || !token}
              className={primaryButtonClass}
              onClick={() => void act()}
            >
              {t(keys.submit)}
            </button>
          </div>
        )}
      </Card>
    </>
  );
}
