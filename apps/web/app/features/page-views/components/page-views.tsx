import { TIMING } from '@app/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getApiBaseUrl } from '../../../shared/lib/api';
import { type ApiFetch, callApi } from '../../../shared/lib/api-client';

/**
 * Spec section 7: a page-view event 250 ms after a page finishes loading, and after each client-side
 * navigation. Only the path goes out (no query string, no cookies, no token), to our own
 * `POST /page-views`; `keepalive` lets it finish if the reader leaves at once. To use an external
 * analytics service instead, replace `sendPageView` (docs/decisions/008-community.md).
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => sendPageView(pathname), TIMING.pageViewDelayMs);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (timer) clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}

function sendPageView(path: string) {
  // Sent without the session (credentials omitted, no token) and kept alive past a page change.
  const beacon: ApiFetch = (apiPath, init) =>
    fetch(`${getApiBaseUrl()}${apiPath}`, { ...init, credentials: 'omit', keepalive: true });
  callApi(beacon, 'POST /page-views', { body: { path }, token: null }).catch(() => {
    // Counting is best effort: a blocked or failed request must never disturb the page.
  });
}
