import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isLocale, LOCALES, type Locale, preferredEncoding } from '@app/contracts';
import { CATALOGS } from '@app/i18n/catalogs';
import { rememberCatalog } from './catalog';

interface CatalogFile {
  url: string;
  body: string;
}

/** Namespaces only the server speaks (the e-mails it sends): not sent to browsers. */
const SERVER_ONLY = ['mail.'];

/**
 * Each language's catalogue as the JSON file the browser loads, named by its content's hash. The
 * server renders with the whole catalogue; the file leaves out what no page shows.
 */
const FILES = Object.fromEntries(
  LOCALES.map((locale) => {
    const body = JSON.stringify(
      Object.fromEntries(
        Object.entries(CATALOGS[locale]).filter(([key]) => !SERVER_ONLY.some((ns) => key.startsWith(ns))),
      ),
    );
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const url = `/i18n/${locale}.${hash}.json`;
    rememberCatalog(url, CATALOGS[locale]);
    return [locale, { url, body }];
  }),
) as Record<Locale, CatalogFile>;

export function catalogUrl(locale: Locale): string {
  return FILES[locale].url;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * A file's bytes in an encoding, compressed once (on first request) at the highest level, as the
 * build does for scripts: the file is the same until the next deployment and every first visit
 * downloads it before the page answers taps. The server's own compression of answers is cheap and
 * per request (the en file as sent: 17.0 KB at Brotli 4, 13.9 KB at Brotli 11).
 */
const encoded = new Map<string, Promise<Buffer>>();
function encodedFile(locale: Locale, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${locale}:${encoding}`;
  let bytes = encoded.get(key);
  if (!bytes) {
    const body = Buffer.from(FILES[locale].body);
    bytes =
      encoding === 'br'
        ? brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzip(body, { level: 9 });
    encoded.set(key, bytes);
  }
  return bytes;
}

/**
 * The file `/i18n/<name>`: immutable when the hash is the current one. A page rendered before a
 * deployment may still ask for an older hash; it gets the current catalogue, not cached, rather
 * than a page that cannot start.
 */
export async function catalogFileResponse(
  name: string | undefined,
  acceptEncoding: string | null,
): Promise<Response> {
  const match = /^([a-z]{2})\.([0-9a-f]{16})\.json$/.exec(name ?? '');
  if (!match || !isLocale(match[1])) return new Response('Not found', { status: 404 });
  const locale = match[1];
  const current = FILES[locale].url.endsWith(`/${name}`);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'identity') return new Response(FILES[locale].body, { headers });
  const bytes = await encodedFile(locale, encoding);
  return new Response(new Uint8Array(bytes), { headers: { ...headers, 'content-encoding': encoding } });
}
