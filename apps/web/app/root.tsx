import { TIMING } from '@app/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
// The stylesheet as a link of the root route, not a side-effect import: imported, it belonged to the
// shared `app` chunk, which lazy chunks import, so React Router marked it "dynamic" and linked it as
// `app-….css#`; the first lazy chunk of a page then added a second link without the `#`, and the
// browser parsed the 55 KB again and restyled the whole page (~40 ms of main thread here, ~170 ms
// under Lighthouse's mobile slowdown).
import appCss from './app.css?url';
import { AuthProvider } from './features/auth';
import { PageViews } from './features/page-views/components/page-views';
import { configureApi } from './shared/lib/api';
import { catalogAt, loadCatalog } from './shared/lib/catalog';
import { catalogUrl } from './shared/lib/catalogs.server';
import { I18nProvider, useI18n } from './shared/lib/i18n';
import { localeContext, localeMiddleware } from './shared/lib/locale';
import { fallbackTitle } from './shared/lib/meta';
import { markShellHydrated } from './shared/lib/page-hydration';
import { serverContext } from './shared/lib/server-context';
import { LazyToaster } from './shared/lib/toast';
import { BareErrorPage, ErrorPage, localeOfPath } from './shared/ui/error-page';
import { AppShell } from './shell/app-shell';
import { colorModeScript, useColorMode } from './shell/color-mode';
import { VersionCheck } from './shell/version-check';

/** The language is resolved once per request, here, for every loader below (shared/lib/locale.ts). */
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const locale = context.get(localeContext);
  return {
    locale,
    catalogUrl: catalogUrl(locale),
    nonce: server.nonce,
    publicUrl: server.publicConfig.publicUrl,
    apiBaseUrl: server.publicConfig.apiBaseUrl,
    mapStyleUrl: server.publicConfig.mapStyleUrl,
    googleSignIn: server.publicConfig.googleSignIn,
    captcha: server.publicConfig.captcha,
    translation: server.publicConfig.translation,
    buildId: server.publicConfig.buildId,
  };
}

/** A switch of language in the browser loads that language's catalogue before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalog(data.catalogUrl);
  return data;
}

/** The catalogue only changes with the language; other navigations reuse it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const lang = (url: URL) => url.pathname.split('/')[1];
  if (lang(currentUrl) !== lang(nextUrl)) return true;
  return (
    defaultShouldRevalidate &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search === nextUrl.search
  );
}

export function meta({ location, error }: Route.MetaArgs) {
  // An error page names itself (ErrorPage sets the title); a second <title> would compete.
  if (error) return [];
  const title = fallbackTitle(location.pathname);
  return [{ title: title ? `${title} · SofaScout` : 'SofaScout' }];
}

/**
 * The browser's first date or number formatter loads its locale data (ICU): 30–50 ms of main thread
 * on this machine (44–125 ms on 2026-12-05 under a load average of 20), ~165 ms under Lighthouse's
 * mobile slowdown, which fell inside hydration (the first `formatNumber` of a card). It is asked
 * for in the browser's first idle time after the first paint (issue 35: only the colour mode has to
 * run before it), while the page's scripts are still on their way, so that hydration finds it
 * loaded. Only the server's HTML needs its text (a hydrated inline script is never run again, and
 * React keeps the server's content): the browser's bundle leaves it out, which every page's first
 * load counts.
 */
const warmIntlScript = import.meta.env.SSR
  ? '(window.requestIdleCallback||setTimeout)(function(){try{var l=[document.documentElement.lang];Intl.DateTimeFormat.supportedLocalesOf(l);Intl.NumberFormat.supportedLocalesOf(l)}catch(_){}});'
  : '';

export function links() {
  return [
    { rel: 'stylesheet', href: appCss },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const lang = data?.locale ?? localeOfPath(location.pathname);
  if (data) configureApi(data.apiBaseUrl);
  // The page's own catalogue, fetched before hydration; a later switch of language loads its
  // catalogue in the root clientLoader, and a new preload link would only fetch it twice.
  const [preloadCatalog] = useState(data?.catalogUrl);
  return (
    <html lang={lang} data-catalog={data?.catalogUrl} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {preloadCatalog && (
          // Low, as the scripts' preloads (shared/lib/paint-first.server.ts): the stylesheet comes first.
          <link rel="preload" href={preloadCatalog} as="fetch" crossOrigin="anonymous" fetchPriority="low" />
        )}
        <meta name="color-scheme" content="light dark" />
        <script
          nonce={data?.nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by the CSP nonce
          dangerouslySetInnerHTML={{ __html: colorModeScript + warmIntlScript }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/** Toasts in the page's colour mode and language (sonner's own labels are English). */
function Toasts() {
  const { t } = useI18n();
  const theme = useColorMode();
  return (
    <LazyToaster
      position="bottom-right"
      visibleToasts={TIMING.toastMaxVisible}
      duration={TIMING.toastDurationMs}
      closeButton
      theme={theme}
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.closeNotification') }}
    />
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The shell has hydrated (its effects run before the page's sections, each a boundary of its own,
  // have): `<html data-hydrated>` follows once they have too (shared/ui/page-section.tsx). End-to-end
  // tests wait for that mark instead of tapping a server-rendered button again and again.
  useEffect(markShellHydrated, []);
  return (
    <I18nProvider locale={loaderData.locale} catalog={catalogAt(loaderData.catalogUrl)}>
      <AuthProvider>
        <Outlet />
        <Toasts />
        <VersionCheck />
        <PageViews />
      </AuthProvider>
    </I18nProvider>
  );
}

/**
 * Errors the language section cannot handle. With root data the page keeps the shell and the
 * language; without it (the root loader itself failed) the page still speaks the URL's language.
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root');
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!data) return <BareErrorPage status={status} />;
  return (
    <I18nProvider locale={data.locale} catalog={catalogAt(data.catalogUrl)}>
      <AppShell>
        <ErrorPage status={status} />
      </AppShell>
      <Toasts />
    </I18nProvider>
  );
}
