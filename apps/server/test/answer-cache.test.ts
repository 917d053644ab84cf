import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlaceTree,
  createTestUser,
  FAST_CAPTCHA_ENV,
  publishTestReview,
  type TestPlaceTree,
  type TestUser,
} from '../src/testing/factories.ts';
import { hasWebBuild, readJson, startTestApp, type TestApp, webBuild } from '../src/testing/index.ts';

let t: TestApp;
let tree: TestPlaceTree;
let author: TestUser;
beforeAll(async () => {
  t = await startTestApp({
    env: { ...FAST_CAPTCHA_ENV, RATE_LIMIT_SCALE: '100', API_CACHE_TTL_MS: '60000' },
  });
  tree = await createPlaceTree(t.database.db);
  author = await createTestUser(t.database.db);
  await publishTestReview(t, author, { placeId: tree.apartment });
});
afterAll(async () => {
  await t?.close();
});

const list = async (path: string, headers: Record<string, string> = {}) => {
  const response = await t.request(path, { headers });
  return { state: response.headers.get('x-answer-cache'), body: await readJson(response) };
};

describe('public answer cache', () => {
  it('keeps an anonymous list for every caller until a write that changes pages', async () => {
    const path = `/api/v1/reviews?placeId=${tree.city}&limit=5&lang=en`;
    const first = await list(path);
    expect(first.state).toBe('miss');
    expect(first.body.items).toHaveLength(1);
    // The same validated query, parameters in another order and one no route reads: the same entry.
    const again = await list(`/api/v1/reviews?lang=en&cb=1&limit=5&placeId=${tree.city}`);
    expect(again).toEqual({ state: 'hit', body: first.body });

    // A signed-in caller gets their own answer (isOwn, their votes), never a kept one.
    const own = await list(path, author.auth);
    expect(own.state).toBeNull();
    expect(own.body.items[0].isOwn).toBe(true);
    expect(first.body.items[0].isOwn).toBe(false);

    // A new review empties the cache before its answer leaves.
    await publishTestReview(t, author, { placeId: tree.building });
    const after = await list(path);
    expect(after.state).toBe('miss');
    expect(after.body.items).toHaveLength(2);
  });

  it("keeps a place's scores until a review changes them", async () => {
    const path = `/api/v1/reviews/stats?placeId=${tree.district}&lang=ru`;
    const first = await list(path);
    expect(first.state).toBe('miss');
    const again = await list(path);
    expect(again).toEqual({ state: 'hit', body: first.body });
    // A signed-in caller is answered afresh, with the same scores.
    const signedIn = await list(path, author.auth);
    expect(signedIn).toEqual({ state: null, body: first.body });

    await publishTestReview(t, author, { placeId: tree.district });
    const after = await list(path);
    expect(after.state).toBe('miss');
    expect(after.body.reviewCount).toBe(first.body.reviewCount + 1);
  });

  it("keeps a place's details, asked as a POST, by the validated body", async () => {
    const details = (body: object, headers: Record<string, string> = {}) =>
      t
        .request('/api/v1/places/details', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
        .then(async (response) => ({
          state: response.headers.get('x-answer-cache'),
          body: await readJson(response),
        }));
    const first = await details({ placeId: tree.building, lang: 'ka' });
    expect(first.state).toBe('miss');
    expect(first.body.place.id).toBe(tree.building);
    // The same body with its keys in another order is the same entry; another language is not.
    expect(await details({ lang: 'ka', placeId: tree.building })).toEqual({ state: 'hit', body: first.body });
    expect((await details({ placeId: tree.building, lang: 'en' })).state).toBe('miss');
    expect((await details({ placeId: tree.building, lang: 'ka' }, author.auth)).state).toBeNull();
    // An unknown place (404) is not kept.
    const unknown = await details({ placeId: crypto.randomUUID(), lang: 'ka' });
    expect(unknown.body.code).toBe('PLACE_NOT_FOUND');
    expect(unknown.state).toBeNull();
  });

  it('keeps one entry per review, and its comments, until a comment is written', async () => {
    const other = await createTestUser(t.database.db);
    const first = await publishTestReview(t, author, { placeId: tree.district });
    const second = await publishTestReview(t, other, { placeId: tree.district });
    const one = await list(`/api/v1/reviews/${first.id}?lang=en`);
    expect(one.state).toBe('miss');
    // Another review of the same route is another entry (the path's id is in the key).
    const two = await list(`/api/v1/reviews/${second.id}?lang=en`);
    expect(two.state).toBe('miss');
    expect(two.body.id).toBe(second.id);
    expect(await list(`/api/v1/reviews/${first.id}?lang=en`)).toEqual({ state: 'hit', body: one.body });
    // Its author is answered afresh: isOwn is theirs alone.
    const own = await list(`/api/v1/reviews/${first.id}?lang=en`, author.auth);
    expect(own.state).toBeNull();
    expect(own.body.isOwn).toBe(true);
    expect(one.body.isOwn).toBe(false);

    const comments = `/api/v1/comments?reviewId=${first.id}&lang=en`;
    expect((await list(comments)).body.items).toHaveLength(0);
    expect((await list(comments)).state).toBe('hit');
    const posted = await t.request('/api/v1/comments', {
      method: 'POST',
      headers: { ...other.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ reviewId: first.id, text: 'The heating works, the landlord answers.' }),
    });
    expect(posted.status).toBe(201);
    const after = await list(comments);
    expect(after.state).toBe('miss');
    expect(after.body.items).toHaveLength(1);
    expect((await list(`/api/v1/reviews/${first.id}?lang=en`)).body.commentsCount).toBe(1);
  });

  it('keeps only successful answers', async () => {
    const unknown = `/api/v1/reviews?placeId=${crypto.randomUUID()}&lang=en`;
    expect((await t.request(unknown)).status).toBe(404);
    const second = await t.request(unknown);
    expect(second.status).toBe(404);
    expect(second.headers.get('x-answer-cache')).toBeNull();
  });
});

describe('callers who name no session', () => {
  it('get the kept public answer whatever their Authorization header says', async () => {
    const path = `/api/v1/reviews/latest?limit=5&lang=ka`;
    const first = await list(path);
    expect(first.state).toBe('miss');
    for (const authorization of ['Basic bench', 'Bearer not-a-session-token-at-all-123456', 'junk']) {
      expect(await list(path, { authorization })).toEqual({ state: 'hit', body: first.body });
    }
  });
});

describe('uncached public reads per network', () => {
  let strict: TestApp;
  beforeAll(async () => {
    // 600 a minute scaled to 3 (the /24 gets 12).
    strict = await startTestApp({
      env: { RATE_LIMIT_SCALE: '0.005', API_CACHE_TTL_MS: '60000', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('answers 429 to a client whose queries the cache never has, and cached answers still flow', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const response = await strict.request(`/api/v1/places/suggestions?q=Tbilisi${'i'.repeat(n)}&lang=en`, {
        headers: from,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A query another reader asked before is still answered from the cache.
    const kept = await strict.request('/api/v1/places/suggestions?q=Tbilisi&lang=en', { headers: from });
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-answer-cache')).toBe('hit');
    // So is a junk token: it buys no way round the limit.
    const junk = await strict.request('/api/v1/places/suggestions?q=Tbilisiiiii&lang=en', {
      headers: { ...from, authorization: 'Bearer not-a-session-token-at-all-123456' },
    });
    expect(junk.status).toBe(429);
    // Another network reads as before.
    const other = await strict.request('/api/v1/places/suggestions?q=Batumi&lang=en', {
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(other.status).toBe(200);
  });
});

describe.skipIf(!hasWebBuild)('page renders and the read limit (needs npm run build)', () => {
  it("does not count a render's own API reads, made in process for every visitor", async () => {
    const strict = await startTestApp({
      withWeb: true,
      env: {
        RATE_LIMIT_SCALE: '0.005',
        API_CACHE_TTL_MS: '60000',
        PAGE_CACHE_TTL_MS: '0',
        TRUST_PROXY: 'true',
        WEB_BUILD_DIR: webBuild,
      },
    });
    try {
      const pages = ['/en', '/ru', '/ka', '/en/reviews/latest', '/ru/reviews/latest', '/ka/reviews/latest'];
      for (const [n, page] of pages.entries()) {
        const response = await strict.request(page, { headers: { 'x-forwarded-for': `10.${n + 1}.0.1` } });
        expect(response.status, page).toBe(200);
        expect(await response.text(), page).not.toContain('Too many requests');
      }
    } finally {
      await strict.close();
    }
  });
});
