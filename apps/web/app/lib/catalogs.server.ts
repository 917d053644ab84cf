import { createHash } from 'node:crypto';
import { isLocale, LOCALES, type Locale } from '@app/contracts';
import { CATALOGS } from '@app/i18n/catalogs';
import { rememberCatalog } from './catalog';

interface CatalogFile {
  url: string;
  body: string;
}

/** Each language's catalogue as the JSON file the browser loads, named by its content's hash. */
const FILES = Object.fromEntries(
  LOCALES.map((locale) => {
    const body = JSON.stringify(CATALOGS[locale]);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const url = `/i18n/${locale}.${hash}.json`;
    rememberCatalog(url, CATALOGS[locale]);
    return [locale, { url, body }];
  }),
) as Record<Locale, CatalogFile>;

export function catalogUrl(locale: Locale): string {
  return FILES[locale].url;
}

/**
 * The file `/i18n/<name>`: immutable when the hash is the current one. A page rendered before a
 * deployment may still ask for an older hash; it gets the current catalogue, not cached, rather
 * than a page that cannot start.
 */
export function catalogFileResponse(name: string | undefined): Response {
  const match = /^([a-z]{2})\.([0-9a-f]{16})\.json$/.exec(name ?? '');
  if (!match || !isLocale(match[1])) return new Response('Not found', { status: 404 });
  const file = FILES[match[1]];
  const current = file.url.endsWith(`/${name}`);
  return new Response(file.body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
