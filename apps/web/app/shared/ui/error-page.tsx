import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contracts';
import { type Catalog, essentialMessages, type MessageKey } from '@app/i18n';
import { Link, useLocation } from 'react-router';
import { I18nProvider, useI18n } from '../lib/i18n';

/** A full-page error or empty state: big status, title, explanation, a way home. */
export function ErrorState({
  status,
  title,
  message,
  documentTitle = false,
  documentDescription,
}: {
  status?: number;
  title: string;
  message: string;
  /** Set the document's <title> too: only where no route `meta` gives one (error boundaries). */
  documentTitle?: boolean;
  /** The page's meta description, for the same error boundaries. */
  documentDescription?: string | undefined;
}) {
  const { locale, t } = useI18n();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      {documentTitle && <title>{`${title} · ${t('app.name')}`}</title>}
      {documentDescription && <meta name="description" content={documentDescription} />}
      {status !== undefined && (
        <p className="text-6xl font-bold text-primary-700 tabular-nums dark:text-primary-400">{status}</p>
      )}
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-3 break-words text-stone-600 dark:text-stone-400">{message}</p>
      <Link
        to={`/${locale}`}
        className="mt-8 inline-block rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800"
      >
        {t('errors.goHome')}
      </Link>
    </section>
  );
}

type ErrorTexts = { title: MessageKey; message: MessageKey };

/**
 * The title and text of an error page by HTTP status. Spec section 8: 'Page not found: {path}' for
 * 404 and a generic 500 page for server failures; a refusal or a rate limit says what it is.
 */
export function errorPageTexts(status: number): ErrorTexts {
  if (status === 404) return { title: 'errors.notFound.title', message: 'errors.notFound.message' };
  if (status === 401 || status === 403) {
    return { title: 'errors.accessDenied.title', message: 'errors.accessDenied.message' };
  }
  if (status === 429)
    return { title: 'errors.tooManyRequests.title', message: 'errors.tooManyRequests.message' };
  if (status >= 400 && status < 500) {
    return { title: 'errors.clientError.title', message: 'errors.clientError.message' };
  }
  return { title: 'errors.serverError.title', message: 'errors.serverError.message' };
}

/**
 * Every page has a meta description (issue 17.8), error pages too: the 404 page its own, any other
 * its message (as does a `bare` one, whose catalogue is only the essential texts).
 */
export function ErrorPage({ status, bare }: { status: number; bare?: boolean }) {
  const { t } = useI18n();
  const location = useLocation();
  const texts = errorPageTexts(status);
  const message = t(texts.message, { path: location.pathname });
  return (
    <ErrorState
      status={status}
      documentTitle
      documentDescription={status === 404 && !bare ? t('meta.notFound.description') : message}
      title={t(texts.title)}
      message={message}
    />
  );
}

/** The language a URL is in (its first segment), for pages rendered without the root loader. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * The error page when the root loader itself failed: no catalogue came with the page, so it speaks
 * the URL's language with the few texts every bundle carries (packages/i18n, essentials).
 */
export function BareErrorPage({ status }: { status: number }) {
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  return (
    <I18nProvider locale={locale} catalog={essentialMessages[locale] as unknown as Catalog}>
      <main className="mx-auto max-w-xl px-4">
        <ErrorPage status={status} bare />
      </main>
    </I18nProvider>
  );
}
