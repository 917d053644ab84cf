import { type ReactNode, useState } from 'react';
import { useI18n } from '../../../shared/lib/i18n';
import { FormAlert, secondaryButtonClass } from '../../../shared/ui/form';
import { type GoogleIntent, startGoogleSignIn } from '../api/google';
import { usePublicUrl } from './auth-tabs';

/**
 * Starts the Google flow. `canStart` lets a screen check its own fields first (sign-up: the
 * agreement, shown as `children` above the button).
 */
export function GoogleButton({
  intent,
  returnTo,
  canStart,
  children,
}: {
  intent: GoogleIntent;
  returnTo: string;
  canStart?: () => boolean;
  children?: ReactNode;
}) {
  const { locale, t } = useI18n();
  const publicUrl = usePublicUrl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600 dark:text-stone-400">{t('auth.google.hint')}</p>
      {failed && <FormAlert>{t('auth.error.authFailed')}</FormAlert>}
      {children}
      <button
        type="button"
        disabled={busy}
        className={`${secondaryButtonClass} w-full gap-2`}
        onClick={() => {
          if (canStart && !canStart()) return;
          setBusy(true);
          setFailed(false);
          startGoogleSignIn({ intent, publicUrl, locale, returnTo }).catch(() => {
            setBusy(false);
            setFailed(true);
          });
        }}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
          />
          <path
            fill="#34A853"
            d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
          />
          <path
            fill="#FBBC05"
            d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z"
          />
          <path
            fill="#EA4335"
            d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
          />
        </svg>
        {t('auth.google.button')}
      </button>
    </div>
  );
}
