/**
 * A short-lived cache of server-rendered pages (issue 9: SSR costs 10–30 ms of CPU a page, so a
 * busy place page or the home page rendered once per few seconds instead of once per visitor is
 * the largest gain left).
 *
 * Why it is correct:
 * - The HTML of a page depends on its URL alone: the loaders call the API without the visitor's
 *   cookies (who is signed in is the browser's business), and the language is in the path. Only
 *   `200 text/html` answers to GET without `Set-Cookie` are kept; client navigations (`.data`)
 *   and every other answer are rendered each time.
 * - Each page carries its response's CSP nonce. The nonce the page was rendered with is stored
 *   with it and replaced by the new response's nonce on every hit, so no two responses share one.
 * - A write that can change a page (a review, comment, vote, profile, moderation decision, a
 *   sign-up that adopts anonymous reviews) empties this instance's cache before its answer is
 *   sent, and a render that started before such a write is not kept (generation check). Other
 *   instances learn nothing of it: there a page is at most `ttlMs` old (docs/scaling.md).
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** The CSP nonce `body` was rendered with. */
  nonce: string;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<CachedPage | null>>();
  private generationValue = 0;
  private readonly now: () => number;
  private readonly options: PageCacheOptions;

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** Bumped by every `clear`: a page rendered across a clear is stale and not stored. */
  get generation(): number {
    return this.generationValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Least recently used goes first: a hit moves the page to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Stores `page` unless the cache was cleared since `generation` was read. */
  set(key: string, page: CachedPage, generation: number): void {
    if (generation !== this.generationValue) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.generationValue++;
    this.entries.clear();
    this.inFlight.clear();
  }

  /** The render of `key` in progress, if any: its page, or null when it was not cacheable. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.inFlight.get(key);
  }

  /**
   * Starts a render of `key`, so that visitors asking for the page meanwhile wait for it instead
   * of rendering it too. The returned function ends it: it stores the page (unless the cache was
   * cleared since the start) and hands it to those waiting; null when it was not cacheable.
   */
  start(key: string): (page: CachedPage | null) => void {
    const generation = this.generationValue;
    let release: (page: CachedPage | null) => void = () => {};
    const promise = new Promise<CachedPage | null>((resolve) => {
      release = resolve;
    });
    this.inFlight.set(key, promise);
    return (page) => {
      if (page) this.set(key, page, generation);
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      release(page);
    };
  }
}

/**
 * The query parameters some page reads (a loader or a component: `placeId` on the places and
 * review pages, `redirect` on the sign-in pages, `token` on the mail links, `code`/`state`/`error`
 * on the Google callback, `targetId`/`type` on the moderation pages, `cursor`/`cityId`/`placeType`
 * on all reviews). `page-query-parameters.test.ts` fails when a page reads one not listed here. Any other parameter changes
 * nothing on the page, so it is left out of the cache key and of the address the page is rendered
 * for: `/en?cb=<random>` is the cached `/en`, not a new render (issue 20, finding 7).
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'placeId',
  'redirect',
  'token',
  'code',
  'state',
  'error',
  'targetId',
  'type',
  'cursor',
  'cityId',
  'placeType',
]);

/** The address a page is rendered and cached for: its path and the parameters pages read, sorted. */
export function pageKey(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const kept = [...new URLSearchParams(url.slice(query + 1))]
    .filter(([name]) => PAGE_QUERY_PARAMETERS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return `${url.slice(0, query)}${search ? `?${search}` : ''}`;
}

/** The page as sent to this response: its nonce instead of the one it was rendered with. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce && nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}

/**
 * API writes after which a page may read differently. Other writes (page views, sign-in, the AI
 * summary, feedback, place lookups sent as POST) leave pages as they are and must not empty the
 * cache on every visit.
 */
const PAGE_CHANGING_WRITE =
  /^\/(reviews|comments|users|moderation|auth\/sign-up|places\/details\/for-reviews)(\/|\?|$)/;

export function changesPages(method: string, apiPath: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return PAGE_CHANGING_WRITE.test(apiPath);
}
