import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from 'react-router';
import { localeContext } from '../shared/lib/locale';
import { ErrorPage } from '../shared/ui/error-page';
import { AppShell } from '../shell/app-shell';
import type { Route } from './+types/lang-layout';

export function loader({ params, context }: Route.LoaderArgs) {
  // A first segment that is not a language is an unknown page, not a fourth language: the language
  // resolved for the request is the path's whenever the path names one.
  if (params.lang !== context.get(localeContext)) throw data(null, { status: 404 });
  return null;
}

/**
 * The check reads the language only: asked again on every navigation, a failed request (offline, a
 * dropped connection) was this layout's error, and the page below never got to say its own
 * ("Failed to load review", issue 33).
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang && defaultShouldRevalidate;
}

export default function LangLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AppShell>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </AppShell>
  );
}
