import { isLocale } from '@app/contracts';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from 'react-router';
import { AppShell } from '../components/app-shell';
import { ErrorPage } from '../components/error-page';
import type { Route } from './+types/lang-layout';

export function loader({ params }: Route.LoaderArgs) {
  // A first segment that is not a language is an unknown page, not a fourth language.
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

/**
 * The loader only checks the language, so only a language change runs it again. Otherwise every
 * change of the query (the review form puts its place there) would wait for the server, and a
 * navigation finishing late resets the form's "leave page?" question that a click just raised.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && currentParams.lang !== nextParams.lang;
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
