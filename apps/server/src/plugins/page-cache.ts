import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentEncoding } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of server-rendered pages (issue 9: SSR costs 10–30 ms of CPU a page, so a
 * busy place page or the home page rendered once per few seconds instead of once per visitor is
 * the largest gain left).
 *
 * Why it is correct:
 * - The HTML of a page depends on its URL alone: the loaders call the API without the visitor's
 *   cookies (who is signed in is the browser's business), and the language is in the path; so
 *   does a client navigation's data (`.data`, the same loaders), which is what a signed-in
 *   reader's clicks ask (issue 35). Only `200 text/html` (`200 text/x-script` for `.data`)
 *   answers to GET without `Set-Cookie` are kept; every other answer is rendered each time.
 * - A kept page carries no CSP nonce: it is rendered with one, which is then taken out of the HTML,
 *   and its policy allows its inline scripts by their SHA-256 hashes instead (`scriptHashes`), so
 *   the bytes are the same for every visitor and are compressed once per encoding, not once per
 *   response (issue 18). Scripts from our origin are allowed as before; nothing inline runs unless
 *   the server wrote it into this very page.
 * - A write that can change a page (a review, comment, vote, profile, moderation decision, a
 *   sign-up that adopts anonymous reviews) empties this instance's cache before its answer is
 *   sent, and a render that started before such a write is not kept (generation check). Other
 *   instances learn nothing of it: there a page is at most `ttlMs` old (docs/scaling.md).
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML, without any nonce. */
  body: string;
  /** `'sha256-…'` sources of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  /** The body as sent, per content encoding, each made once when first asked for. */
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

/** Script elements with their content; those with `src` have none and need no hash. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A rendered page made fit for every visitor: the nonce it was rendered with taken out (from its
 * script attributes, and from the loader data that carries it to the browser), and the hashes of
 * the inline scripts that carried it. Only those: a script in the page without this render's nonce
 * (markup that got in some other way) stays refused, as it was under the nonce.
 */
export function cacheablePage(
  rendered: { status: number; headers: Array<[string, string]>; body: string },
  nonce: string,
): CachedPage {
  const hashes = new Set<string>();
  const body = nonce
    ? rendered.body
        .replace(SCRIPT, (script, attributes: string, content: string) => {
          if (!attributes.includes(` nonce="${nonce}"`)) return script;
          const kept = content.replaceAll(nonce, '');
          if (kept && !/\ssrc\s*=/i.test(attributes)) {
            hashes.add(`'sha256-${createHash('sha256').update(kept, 'utf8').digest('base64')}'`);
          }
          return `<script${attributes.replace(` nonce="${nonce}"`, '')}>${kept}</script>`;
        })
        // Other elements carry it too (module preloads).
        .replaceAll(` nonce="${nonce}"`, '')
        .replaceAll(nonce, '')
    : rendered.body;
  return { ...rendered, body, scriptHashes: [...hashes], encoded: new Map() };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page's bytes in `encoding`: compressed on first use (as app.ts compresses pages), then kept. */
export function encodedBody(page: CachedPage, encoding: ContentEncoding): Promise<Buffer> {
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    const raw = Buffer.from(page.body, 'utf8');
    bytes =
      encoding === 'br'
        ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? gzip(raw, { level: 6 })
          : Promise.resolve(raw);
    page.encoded.set(encoding, bytes);
  }
  return bytes;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Rendered pages by address (`PageCache<CachedPage>`), or other public answers kept the same way
 * (the API's public lists: plugins/answer-cache.ts).
 */
export class PageCache<Entry extends {} = CachedPage> {
  /** Least recently used dropped first past `maxEntries`; each entry `ttlMs` old at most (lru-cache). */
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<Entry | null>>();
  private generationValue = 0;

  constructor(options: PageCacheOptions) {
    this.entries = new LRUCache({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // Read the clock on every look-up (the default keeps a reading for 1 ms): tests move it by hand.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  /** Bumped by every `clear`: a page rendered across a clear is stale and not stored. */
  get generation(): number {
    return this.generationValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** Stores `page` unless the cache was cleared since `generation` was read. */
  set(key: string, page: Entry, generation: number): void {
    if (generation !== this.generationValue) return;
    this.entries.set(key, page);
  }

  clear(): void {
    this.generationValue++;
    this.entries.clear();
    this.inFlight.clear();
  }

  /** The render of `key` in progress, if any: its page, or null when it was not cacheable. */
  pending(key: string): Promise<Entry | null> | undefined {
    return this.inFlight.get(key);
  }

  /**
   * Starts a render of `key`, so that visitors asking for the page meanwhile wait for it instead
   * of rendering it too. The returned function ends it: it stores the page (unless the cache was
   * cleared since the start) and hands it to those waiting; null when it was not cacheable.
   */
  start(key: string): (page: Entry | null) => void {
    const generation = this.generationValue;
    let release: (page: Entry | null) => void = () => {};
    const promise = new Promise<Entry | null>((resolve) => {
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
 * on all reviews, `q`/`cityId` on an address's page, `address` on the review form). `page-query-parameters.test.ts` fails when a page reads one not listed here. Any other parameter changes
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
  'q',
  'address',
]);

/**
 * What a client navigation (`/en/reviews.data?…`) reads besides: `_routes`, the routes whose
 * loaders the browser asks to run (React Router's single fetch); each set is its own answer.
 */
const DATA_QUERY_PARAMETERS: ReadonlySet<string> = new Set([...PAGE_QUERY_PARAMETERS, '_routes']);

/**
 * The address a page (or a client navigation's data) is rendered and cached for: its path and the
 * parameters pages read, sorted.
 */
export function pageKey(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const read = url.slice(0, query).endsWith('.data') ? DATA_QUERY_PARAMETERS : PAGE_QUERY_PARAMETERS;
  const kept = [...new URLSearchParams(url.slice(query + 1))]
    .filter(([name]) => read.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return `${url.slice(0, query)}${search ? `?${search}` : ''}`;
}

/**
 * The caches a route's successful answer may have changed (issue 32: declared by the route, in its
 * options, not guessed from its URL):
 * - `pages`: the rendered pages and the public API answers (plugins/answer-cache.ts): a review,
 *   comment, vote, profile, moderation decision, a sign-up that adopts anonymous reviews, a place
 *   made for a review. Other writes (page views, sign-in, the AI summary, feedback, place lookups
 *   sent as POST) leave pages as they are and must not empty the cache on every visit.
 * - `sitemaps` (issue 36): a review written, edited or deleted (its lastmod, its place's), a
 *   moderation decision (hidden, held, restored, a place hidden), a sign-up that adopts anonymous
 *   reviews, an account changed. Votes and comments change pages, not sitemaps, and must not empty
 *   them on every click.
 */
export type CachedKind = 'pages' | 'sitemaps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The caches its 1xx–3xx answers change, emptied before the answer leaves; `[]` for none.
     * Every route but a GET declares it (plugins/route-rules.ts).
     */
    invalidates?: readonly CachedKind[];
  }
}

/** What the request's route declares its successful answer changed; reads change nothing. */
export function declaredChanges(request: FastifyRequest): { pages: boolean; sitemaps: boolean } {
  const { method } = request;
  const declared =
    method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
      ? []
      : (request.routeOptions.config.invalidates ?? []);
  return { pages: declared.includes('pages'), sitemaps: declared.includes('sitemaps') };
}
