import { STORAGE_KEYS, TIMING } from '@app/contracts';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../shared/lib/i18n';
import { toast } from '../shared/lib/toast';

/**
 * Spec sections 4 and 9: poll builds/latest.json hourly and offer a reload when a new build is out;
 * reload once after a failed chunk load, but not again within 10 seconds (no reload loops).
 */
export function VersionCheck() {
  const t = useT();
  // The server's build id (root loader), not one built into this script: see plugins/web.ts.
  const current = (useRouteLoaderData('root') as { buildId?: string | null } | undefined)?.buildId;
  useEffect(() => {
    let notified = false;
    const check = async () => {
      try {
        const response = await fetch('/builds/latest.json', { cache: 'no-store' });
        if (!response.ok) return;
        const latest = (await response.json()) as { id?: string };
        if (!notified && current && latest.id && latest.id !== current) {
          notified = true;
          toast(t('version.available'), {
            duration: Number.POSITIVE_INFINITY,
            action: { label: t('version.reload'), onClick: () => window.location.reload() },
          });
        }
      } catch {
        // Offline or deploying: try again at the next interval.
      }
    };
    const timer = window.setInterval(check, TIMING.versionCheckIntervalMs);

    const onPreloadError = (event: Event) => {
      const last = Number(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0);
      if (Date.now() - last < TIMING.chunkReloadGuardMs) return;
      event.preventDefault();
      sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [t, current]);
  return null;
}
