import { redirect } from 'react-router';
import { detectLocale, localeCookie } from '../shared/lib/locale';
import type { Route } from './+types/root-redirect';

/** `/` sends the visitor to their language: cookie, then Accept-Language, then English. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = detectLocale(request);
  const { search } = new URL(request.url);
  return redirect(`/${locale}${search}`, {
    headers: { 'set-cookie': localeCookie(locale), vary: 'Cookie, Accept-Language' },
  });
}
