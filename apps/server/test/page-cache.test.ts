import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisPageChanges } from '../src/lib/page-changes.ts';
import {
  type CachedPage,
  cacheablePage,
  encodedBody,
  PageCache,
  pageKey,
} from '../src/plugins/page-cache.ts';
import { missingServices, REDIS_URL, scratchRedisPrefix, waitFor } from './support/shared-services.ts';

const page = (body: string): CachedPage =>
  cacheablePage({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']], body }, '');

function cacheAt(clock: { now: number }, maxEntries = 3) {
  return new PageCache({ ttlMs: 5000, maxEntries, now: () => clock.now });
}

describe('page cache', () => {
  it('keeps a page for its time to live, then renders it again', () => {
    // Not at 0: lru-cache takes an entry stored at time 0 for one without a time to live.
    const clock = { now: 1000 };
    const cache = cacheAt(clock);
    cache.set('/en', page('home'), cache.generation);
    clock.now = 6000;
    expect(cache.get('/en')?.body).toBe('home');
    clock.now = 6001;
    expect(cache.get('/en')).toBeUndefined();
  });

  it('drops the least recently used page past its size', () => {
    const cache = cacheAt({ now: 0 }, 2);
    cache.set('/en', page('en'), cache.generation);
    cache.set('/ru', page('ru'), cache.generation);
    cache.get('/en');
    cache.set('/ka', page('ka'), cache.generation);
    expect(cache.get('/ru')).toBeUndefined();
    expect(cache.get('/en')?.body).toBe('en');
    expect(cache.get('/ka')?.body).toBe('ka');
  });

  it('forgets every page on a write, and does not keep a render that started before it', () => {
    const cache = cacheAt({ now: 0 });
    cache.set('/en', page('before'), cache.generation);
    const finish = cache.start('/ru');
    cache.clear();
    expect(cache.get('/en')).toBeUndefined();
    finish(page('rendered across the write'));
    expect(cache.get('/ru')).toBeUndefined();
    // A render that starts after the write is kept.
    cache.start('/ru')(page('after'));
    expect(cache.get('/ru')?.body).toBe('after');
  });

  it('lets visitors wait for a render in progress instead of rendering the page again', async () => {
    const cache = cacheAt({ now: 0 });
    expect(cache.pending('/en')).toBeUndefined();
    const finish = cache.start('/en');
    const waiting = cache.pending('/en');
    finish(page('home'));
    expect((await waiting)?.body).toBe('home');
    expect(cache.pending('/en')).toBeUndefined();
    // A render that was not cacheable (a 404, a cookie) tells the waiting to render themselves.
    const notCacheable = cache.start('/en/x');
    const waitingToo = cache.pending('/en/x');
    notCacheable(null);
    expect(await waitingToo).toBeNull();
    expect(cache.get('/en/x')).toBeUndefined();
  });

  it('keeps a page without its nonce, the inline scripts that carried it allowed by their hashes', () => {
    const nonce = 'n0nce+/AAAAAAAAAAAAAAA==';
    const data = `window.ctx = {"nonce":"${nonce}"};`;
    const kept = cacheablePage(
      {
        status: 200,
        headers: [],
        body: `<script nonce="${nonce}">${data}</script><script type="module" nonce="${nonce}" src="/a.js"></script><p>${'<script>injected()</script>'}</p><script nonce="${nonce}">b()</script><link rel="modulepreload" href="/b.js" nonce="${nonce}"/>`,
      },
      nonce,
    );
    expect(kept.body).not.toContain(nonce);
    expect(kept.body).not.toContain('nonce=');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // The script with `src` is allowed by its origin; the loader data's copy of the nonce is gone;
    // a script the render did not give its nonce is not allowed by a hash either.
    expect(kept.scriptHashes).toEqual([hash('window.ctx = {"nonce":""};'), hash('b()')]);
    expect(kept.body).toContain('<p><script>injected()</script></p>');
  });

  it('compresses a kept page once per encoding the client accepts', async () => {
    const kept = page(`<p>${'home '.repeat(500)}</p>`);
    const br = await encodedBody(kept, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(kept.body);
    expect(await encodedBody(kept, 'br')).toBe(br);
    expect(zlib.gunzipSync(await encodedBody(kept, 'gzip')).toString()).toBe(kept.body);
    expect((await encodedBody(kept, 'identity')).toString()).toBe(kept.body);
  });
});

const noRedis = await missingServices({ redis: true });

describe.skipIf(noRedis)(`page caches of several instances${noRedis ? ` (skipped: ${noRedis})` : ''}`, () => {
  const { prefix } = scratchRedisPrefix();
  const instances = [0, 1].map(() => {
    const cache = cacheAt({ now: 0 });
    const changes = new RedisPageChanges(REDIS_URL, { prefix, onRemoteChange: () => cache.clear() });
    return { cache, changes };
  });
  afterAll(async () => {
    await Promise.all(instances.map(({ changes }) => changes.close()));
  });

  it('empty each other on a write, through Redis', async () => {
    await Promise.all(instances.map(({ changes }) => changes.start()));
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    for (const { cache } of instances) cache.set('/en', page('home'), cache.generation);
    // Instance A takes a write: it empties its own cache and tells B.
    a.cache.clear();
    a.changes.publish();
    await waitFor(
      async () => b.cache.get('/en'),
      (kept) => kept === undefined,
      { timeoutMs: 10_000, what: "B's cache to empty" },
    );
    // A's own message does not come back to it as a second change.
    a.cache.set('/en', page('home again'), a.cache.generation);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.cache.get('/en')?.body).toBe('home again');
  });
});

describe('page cache key', () => {
  it('keeps the path and the parameters pages read, sorted, and drops the rest', () => {
    expect(pageKey('/en')).toBe('/en');
    expect(pageKey('/en?cb=123')).toBe('/en');
    expect(pageKey('/en?utm_source=x&cb=1&')).toBe('/en');
    expect(pageKey('/en/places?placeId=abc&cb=1')).toBe('/en/places?placeId=abc');
    expect(pageKey('/en/auth/sign-in?x=1&redirect=%2Fen%2Fsettings')).toBe(
      '/en/auth/sign-in?redirect=%2Fen%2Fsettings',
    );
    expect(pageKey('/en/moderation?type=review&targetId=1')).toBe('/en/moderation?targetId=1&type=review');
  });

  it("keeps a client navigation's routes apart (each set of loaders is its own answer), a page's never", () => {
    expect(pageKey('/ru/reviews.data?placeId=p&_routes=routes%2Freviews&cb=1')).toBe(
      '/ru/reviews.data?_routes=routes%2Freviews&placeId=p',
    );
    expect(pageKey('/ru/reviews.data?placeId=p')).toBe('/ru/reviews.data?placeId=p');
    // On a page the parameter is only a way around the cache.
    expect(pageKey('/ru/reviews?placeId=p&_routes=routes%2Freviews')).toBe('/ru/reviews?placeId=p');
  });
});
