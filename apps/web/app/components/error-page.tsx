import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';

/** A full-page error or empty state: big status, title, explanation, a way home. */
export function ErrorState({
  status,
  title,
  message,
  documentTitle = false,
}: {
  status?: number;
  title: string;
  message: string;
  /** Set the document's <title> too: only where no route `meta` gives one (error boundaries). */
  documentTitle?: boolean;
}) {
  const { locale, t } = useI18n();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      {documentTitle && <title>{`${title} · ${t('app.name')}`}</title>}
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

/** Spec section 8: 'Page not found: {path}' for 404; a generic 500 page for everything else. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useI18n();
  const location = useLocation();
  return status === 404 ? (
    <ErrorState
      status={404}
      documentTitle
      title={t('errors.notFound.title')}
      message={t('errors.notFound.message', { path: location.pathname })}
    />
  ) : (
    <ErrorState
      status={status}
      documentTitle
      title={t('errors.serverError.title')}
      message={t('errors.serverError.message')}
    />
  );
}
