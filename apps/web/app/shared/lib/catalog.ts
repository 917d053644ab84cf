import type { Catalog } from '@app/i18n';

/**
 * Message catalogues by URL. Each language's catalogue is a file of its own (`/i18n/<lang>.<hash>.json`,
 * served by routes/i18n-catalog.ts) that the browser caches for good, instead of ~45 KB inside every
 * page's loader data. The server module (catalogs.server.ts) fills this map at start; in the browser
 * `loadCatalog` fills it before hydration (entry.client.tsx) and before a switch of language (the
 * root clientLoader).
 */
const catalogs = new Map<string, Catalog>();

export function rememberCatalog(url: string, catalog: Catalog) {
  catalogs.set(url, catalog);
}

/** The catalogue at `url`, which must have been loaded (see above). */
export function catalogAt(url: string): Catalog {
  const catalog = catalogs.get(url);
  if (!catalog) throw new Error(`The message catalogue ${url} is not loaded`);
  return catalog;
}

const RETRY_DELAYS_MS = [0, 500, 1500];

/** Fetches the catalogue at `url` once (a failed attempt is retried twice). */
export async function loadCatalog(url: string): Promise<Catalog> {
  const known = catalogs.get(url);
  if (known) return known;
  let failure: unknown;
  for (const delay of RETRY_DELAYS_MS) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) {
        const catalog = (await response.json()) as Catalog;
        catalogs.set(url, catalog);
        return catalog;
      }
      failure = new Error(`The message catalogue ${url} answered ${response.status}`);
      if (response.status === 404) break;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
